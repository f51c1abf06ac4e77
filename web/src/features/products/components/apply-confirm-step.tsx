import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type Control, Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import type { ProductPermit } from '@/features/products/api/get-product-permits';
import { type ApplyValues, fieldMessage, type ApplyText } from '@/features/products/apply-form';
import { type DetailItem, DetailList } from '@/features/products/components/detail-list';
import {
  COMP_ROLE_DICT,
  DOCUMENT_TYPE_DICT,
  useDictLabel,
} from '@/features/products/use-dict-label';

interface ApplyConfirmStepProps {
  control: Control<ApplyValues>;
  product: ProductPermit;
}

/** Step 3: everything the application will send, and the applicant's declaration. */
export function ApplyConfirmStep({ control, product }: ApplyConfirmStepProps) {
  const { t } = useTranslation();
  const values = useWatch({ control });
  const documentType = useDictLabel(DOCUMENT_TYPE_DICT);
  const compRole = useDictLabel(COMP_ROLE_DICT);
  const label = (key: ApplyText) => t(`productCentre.apply.${key}`);

  const documents = Object.entries(values.documents ?? {}).flatMap(([code, file]) =>
    file?.fileName
      ? [
          `${t('productCentre.progress.documentType', { type: documentType(code) })}${file.fileName}`,
        ]
      : [],
  );
  const items: DetailItem[] = [
    { label: label('product'), value: product.productName },
    {
      label: label('documents'),
      value: (
        <Stack component="span" spacing={0.5}>
          {documents.map((line) => (
            <span key={line}>{line}</span>
          ))}
        </Stack>
      ),
    },
    { label: label('voucherName'), value: values.voucherName },
    { label: label('voucherIdNumber'), value: values.voucherIdNumber },
    {
      label: label('compRole'),
      value: values.compRole ? compRole(values.compRole) : label('compRoleDefault'),
    },
  ];
  if (values.remark?.trim()) items.push({ label: label('remark'), value: values.remark });

  return (
    <Stack spacing={2.5}>
      <Typography color="text.secondary">{label('confirmIntro')}</Typography>
      <DetailList items={items} />
      <Controller
        control={control}
        name="agreed"
        render={({ field, fieldState }) => (
          <FormControl error={fieldState.error !== undefined}>
            <FormControlLabel
              label={label('agree')}
              control={
                <Checkbox
                  slotProps={{ input: { ref: field.ref } }}
                  checked={field.value}
                  onChange={(event) => {
                    field.onChange(event.target.checked);
                  }}
                  onBlur={field.onBlur}
                />
              }
            />
            {fieldState.error && (
              <FormHelperText>{fieldMessage(t, fieldState.error)}</FormHelperText>
            )}
          </FormControl>
        )}
      />
    </Stack>
  );
}
