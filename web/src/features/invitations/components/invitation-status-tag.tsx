import { useTranslation } from 'react-i18next';

import { type Tone, ToneTag } from '@/components/tone-tag';
import type { InvitationStatus } from '@/features/invitations/api/get-invitations';

// Invitation states are words, not codes of a reference dictionary, so their colours are named
// here in the palette of specification §4: waiting blue, accepted green, expired gray,
// revoked red.
const TONES: Record<InvitationStatus, Tone> = {
  pending: 'blue',
  accepted: 'green',
  expired: 'gray',
  revoked: 'red',
};

export function InvitationStatusTag({ status }: { status: InvitationStatus }) {
  const { t } = useTranslation();
  return <ToneTag tone={TONES[status]} code={status} label={t(`invitations.status.${status}`)} />;
}
