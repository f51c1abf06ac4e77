import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import { CleanHtml } from '@console/components/clean-html';
import { RecipientsLine } from '@console/features/messages/components/recipients-line';
import type { Previewed } from '@console/features/messages/compose-values';

/** The message as companies will read it, in each language written, and who receives it. */
export function MessagePreview({ previewed }: { previewed: Previewed }) {
  const { t } = useTranslation();
  const { values, html, htmlEn } = previewed;
  return (
    <Stack spacing={2}>
      <RecipientsLine values={values} />
      <Typography variant="h6" component="h3">
        {values.title.trim()}
      </Typography>
      <CleanHtml html={html} label={t('messages.send.previewZh')} />
      {htmlEn !== null && (
        <>
          <Divider />
          <Typography variant="h6" component="h3" lang="en">
            {values.titleEn.trim()}
          </Typography>
          <CleanHtml html={htmlEn} label={t('messages.send.previewEn')} />
        </>
      )}
    </Stack>
  );
}
