import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

export type ContentState = 'draft' | 'scheduled' | 'published';

const COLOURS = { draft: 'default', scheduled: 'info', published: 'success' } as const;

/** Where a text stands: a draft, published (readers see it), or scheduled for later. */
export function StateChip({ state }: { state: ContentState }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      variant={state === 'draft' ? 'filled' : 'outlined'}
      color={COLOURS[state]}
      label={t(`content.state.${state}`)}
    />
  );
}
