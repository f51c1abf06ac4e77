import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { DocumentViewer } from '@console/components/document-viewer';
import { SectionCard } from '@console/components/section-card';
import { useCaseDocument } from '@console/features/review/api/get-document';
import type { CaseDocument } from '@console/features/review/queues';
import { errorMessage } from '@console/lib/error-message';
import { useHoldsAny } from '@console/lib/operator';

function Viewer({ document, onClose }: { document: CaseDocument; onClose: () => void }) {
  const bytes = useCaseDocument(document.fileToken);
  return (
    <DocumentViewer
      title={document.label}
      fileName={document.fileName ?? document.label}
      contentType={document.contentType}
      blob={bytes.data}
      loading={bytes.isPending}
      error={bytes.isError ? errorMessage(bytes.error) : undefined}
      onClose={onClose}
    />
  );
}

/** The case's documents, each opened in the viewer (case roles and auditors may open them). */
export function DocumentsSection({ documents }: { documents: CaseDocument[] }) {
  const { t } = useTranslation();
  const mayOpen = useHoldsAny('reviewer', 'approver', 'auditor');
  const [open, setOpen] = useState<CaseDocument>();

  return (
    <SectionCard
      title={t('review.detail.documents')}
      intro={mayOpen ? undefined : t('review.detail.documentsNotAllowed')}
    >
      {documents.length === 0 ? (
        <Typography color="text.secondary">{t('review.detail.noDocuments')}</Typography>
      ) : (
        <Stack component="ul" spacing={1} sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {documents.map((document) => (
            <Stack
              component="li"
              key={document.fileToken}
              direction="row"
              spacing={2}
              sx={{ alignItems: 'center' }}
            >
              <Typography sx={{ minWidth: 160 }}>{document.label}</Typography>
              <Typography color="text.secondary" sx={{ flex: 1, overflowWrap: 'anywhere' }}>
                {document.fileName}
              </Typography>
              {mayOpen && (
                <Button
                  size="small"
                  variant="outlined"
                  aria-label={t('review.detail.openLabel', { label: document.label })}
                  onClick={() => {
                    setOpen(document);
                  }}
                >
                  {t('review.detail.open')}
                </Button>
              )}
            </Stack>
          ))}
        </Stack>
      )}
      {open && (
        <Viewer
          document={open}
          onClose={() => {
            setOpen(undefined);
          }}
        />
      )}
    </SectionCard>
  );
}
