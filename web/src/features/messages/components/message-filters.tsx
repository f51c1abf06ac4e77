import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTranslation } from 'react-i18next';

import type { MessageListState, ReadFilter } from '@/features/messages/list-params';
import { isMessageType, MESSAGE_TYPES } from '@/features/messages/message-types';

interface MessageFiltersProps {
  read: ReadFilter;
  type: MessageListState['type'];
  onChange: (changes: Partial<MessageListState>) => void;
}

const READ_FILTERS: { value: ReadFilter; key: 'allStatuses' | 'unread' | 'read' }[] = [
  { value: '', key: 'allStatuses' },
  { value: 'unread', key: 'unread' },
  { value: 'read', key: 'read' },
];

/** Read status (all, unread, read) and message type; each change starts at page 1. */
export function MessageFilters({ read, type, onChange }: MessageFiltersProps) {
  const { t } = useTranslation();

  return (
    <Stack
      role="search"
      aria-label={t('messages.filters.label')}
      direction="row"
      spacing={2}
      useFlexGap
      sx={{ alignItems: 'center', flexWrap: 'wrap' }}
    >
      <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        value={read}
        aria-label={t('messages.filters.readStatus')}
        onChange={(_, value: ReadFilter | null) => {
          if (value !== null) onChange({ read: value, page: 1 });
        }}
      >
        {READ_FILTERS.map(({ value, key }) => (
          <ToggleButton
            key={key}
            value={value}
            // Darker than MUI's defaults, which miss WCAG AA contrast on the pale selection.
            sx={{ px: 2, color: 'text.primary', '&.Mui-selected': { color: 'primary.dark' } }}
          >
            {t(`messages.filters.${key}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <TextField
        select
        size="small"
        label={t('messages.filters.type')}
        value={type}
        onChange={(event) => {
          const value = event.target.value;
          onChange({ type: isMessageType(value) ? value : '', page: 1 });
        }}
        sx={{ minWidth: 180 }}
      >
        <MenuItem value="">{t('messages.filters.allTypes')}</MenuItem>
        {MESSAGE_TYPES.map((value) => (
          <MenuItem key={value} value={value}>
            {t(`messages.types.${value}`)}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
