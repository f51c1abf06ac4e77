import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useUnmaskField } from '@console/features/review/api/unmask-field';
import type { Queue, QueueUnmaskFields } from '@console/features/review/queues';
import { errorMessage } from '@console/lib/error-message';
import { useHoldsAny } from '@console/lib/operator';
import { isApiError } from '@/lib/api-error';
import { requestConfirmation } from '@/lib/confirm';
import { notifyError } from '@/lib/notifications';

interface MaskedValueProps<Q extends Queue> {
  queue: Q;
  caseId: number;
  field: QueueUnmaskFields[Q];
  /** The field's name, for the question and the button's label. */
  label: string;
  masked: string | null;
}

/**
 * An identity value as the service masked it; a reviewer or approver may ask for it whole,
 * after confirming (the service records each showing). Shown whole until the page is left.
 */
export function MaskedValue<Q extends Queue>(props: MaskedValueProps<Q>) {
  const { queue, caseId, field, label, masked } = props;
  const { t } = useTranslation();
  const mayUnmask = useHoldsAny('reviewer', 'approver');
  const unmask = useUnmaskField(queue, caseId);
  const [whole, setWhole] = useState<string | null>();

  if (masked === null) return <>—</>;
  const show = async () => {
    if (!(await requestConfirmation({ text: t('review.unmask.ask', { field: label }) }))) return;
    try {
      setWhole((await unmask.mutateAsync(field)).value);
    } catch (error) {
      if (!(isApiError(error) && error.handled)) notifyError(errorMessage(error));
    }
  };

  if (whole !== undefined) return <span>{whole ?? t('review.unmask.empty')}</span>;
  return (
    <Stack direction="row" spacing={1} component="span" sx={{ alignItems: 'center' }}>
      <span>{masked}</span>
      {mayUnmask && (
        <Button
          size="small"
          aria-label={t('review.unmask.showLabel', { field: label })}
          disabled={unmask.isPending}
          onClick={() => void show()}
          sx={{ minWidth: 0, py: 0 }}
        >
          {t('review.unmask.show')}
        </Button>
      )}
    </Stack>
  );
}
