import { useTranslation } from 'react-i18next';

import { ToneTag } from '@/components/tone-tag';
import type { Registration } from '@/features/register/api/get-registration';

// The colours of specification §4: yellow waiting, red refused, green done.
const TONES: Partial<Record<Registration['status'], string>> = {
  pending: 'yellow',
  rejected: 'red',
  approved: 'green',
};

type DecisionStatus = 'pending' | 'rejected' | 'approved';

function isDecisionStatus(status: string): status is DecisionStatus {
  return status in TONES;
}

/** Where the review stands, as a coloured tag. */
export function RegistrationStatus({ status }: { status: Registration['status'] }) {
  const { t } = useTranslation();
  if (!isDecisionStatus(status)) return null;
  return (
    <ToneTag label={t(`register.approval.statuses.${status}`)} tone={TONES[status]} code={status} />
  );
}
