import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import { ImageButton } from '@console/features/content/components/image-button';

interface CoverFieldProps {
  value: string;
  onChange: (fileToken: string) => void;
  disabled: boolean;
  error?: string;
}

/** An article's cover: a public image, named by its token; none is allowed. */
export function CoverField({ value, onChange, disabled, error }: CoverFieldProps) {
  const { t } = useTranslation();
  return (
    <Stack spacing={0.5}>
      <Typography variant="subtitle2" component="p">
        {t('content.article.cover')}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="body2" color="text.secondary">
          {value ? t('content.article.coverSet', { token: value }) : t('content.article.noCover')}
        </Typography>
        {!disabled && (
          <ImageButton
            label={value ? t('content.article.replaceCover') : t('content.article.uploadCover')}
            onUploaded={(_, image) => {
              onChange(image.fileToken);
            }}
          />
        )}
        {!disabled && value && (
          <Button
            size="small"
            onClick={() => {
              onChange('');
            }}
          >
            {t('content.article.removeCover')}
          </Button>
        )}
      </Stack>
      {error && (
        <Typography variant="caption" color="error" role="alert">
          {error}
        </Typography>
      )}
    </Stack>
  );
}
