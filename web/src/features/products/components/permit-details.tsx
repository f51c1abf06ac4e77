import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';

import { ErrorState } from '@/components/error-state';
import { LoadingState } from '@/components/loading-state';
import { StatusTag } from '@/components/status-tag';
import { usePermitInfo } from '@/features/products/api/get-permit-info';
import type { ProgressText } from '@/features/products/apply-form';
import { type DetailItem, DetailList } from '@/features/products/components/detail-list';
import { DocumentLink } from '@/features/products/components/document-link';
import {
  COMP_ROLE_DICT,
  DOCUMENT_TYPE_DICT,
  useDictLabel,
} from '@/features/products/use-dict-label';
import { isApiError } from '@/lib/api-error';
import { formatDateTime } from '@/lib/format';

/** The company's permit for a product and its latest application, as the server keeps it. */
export function PermitDetails({ productCode }: { productCode: string }) {
  const { t } = useTranslation();
  const { data, error, isPending, refetch } = usePermitInfo(productCode);
  const documentType = useDictLabel(DOCUMENT_TYPE_DICT);
  const compRole = useDictLabel(COMP_ROLE_DICT);

  if (isPending) return <LoadingState label={t('productCentre.progress.loading')} />;
  if (error) {
    return (
      <ErrorState
        message={isApiError(error) && error.msg ? error.msg : t('errors.requestFailed')}
        onRetry={() => void refetch()}
      />
    );
  }

  const label = (key: ProgressText) => t(`productCentre.progress.${key}`);
  const items: DetailItem[] = [
    { label: label('status'), value: <StatusTag status={data.status} /> },
    { label: label('applicant'), value: data.applicantName },
    { label: label('compRole'), value: compRole(data.compRole) },
    { label: label('submittedAt'), value: formatDateTime(data.submittedAt) },
  ];
  if (data.decidedAt) {
    items.push({ label: label('decidedAt'), value: formatDateTime(data.decidedAt) });
  }
  if (data.voucherName) {
    const value = data.voucherIdNumber
      ? t('productCentre.progress.voucherValue', {
          name: data.voucherName,
          idNumber: data.voucherIdNumber,
        })
      : data.voucherName;
    items.push({ label: label('voucher'), value });
  }
  if (data.remark) items.push({ label: label('remark'), value: data.remark });
  if (data.reason) items.push({ label: label('reason'), value: data.reason });
  items.push({
    label: label('documents'),
    value:
      data.documents.length === 0 ? (
        label('noDocuments')
      ) : (
        <Stack component="span" spacing={0.5}>
          {data.documents.map((document) => (
            <span key={document.documentType}>
              {t('productCentre.progress.documentType', {
                type: documentType(document.documentType),
              })}
              <DocumentLink fileToken={document.fileToken} fileName={document.fileName} />
            </span>
          ))}
        </Stack>
      ),
  });

  return <DetailList items={items} />;
}
