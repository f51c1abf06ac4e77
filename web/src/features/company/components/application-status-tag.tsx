import { useTranslation } from 'react-i18next';

import { type Tone, ToneTag } from '@/components/tone-tag';

// The applications' states are words (pending, approved, rejected), not codes of a reference
// dictionary, so their colours are named here, after the permit statuses they resemble:
// submitted blue, approved green, rejected red (specification §4).
const TONES: Record<string, Tone> = { pending: 'blue', approved: 'green', rejected: 'red' };
const KNOWN = ['pending', 'approved', 'rejected'] as const;

function isKnown(status: string): status is (typeof KNOWN)[number] {
  return (KNOWN as readonly string[]).includes(status);
}

export function ApplicationStatusTag({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <ToneTag
      tone={TONES[status]}
      code={status}
      label={isKnown(status) ? t(`company.status.${status}`) : status}
    />
  );
}
