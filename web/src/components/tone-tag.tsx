import Chip from '@mui/material/Chip';

// The colour names of specification §4 as text on a pale ground, dark enough to read (WCAG AA
// contrast) while keeping the colour's meaning.
const TONES = {
  blue: { color: '#0848B8', backgroundColor: '#E7F0FF', borderColor: '#9DBEFF' },
  red: { color: '#B3261E', backgroundColor: '#FDECEA', borderColor: '#F2A9A3' },
  yellow: { color: '#7A5200', backgroundColor: '#FFF6D6', borderColor: '#E8C766' },
  crimson: { color: '#9E0F2F', backgroundColor: '#FCE6EB', borderColor: '#EDA0B1' },
  gray: { color: '#4A4F57', backgroundColor: '#F1F2F4', borderColor: '#C4C8CE' },
  green: { color: '#1B6B2F', backgroundColor: '#E7F5EA', borderColor: '#9ED1AA' },
} as const;

export type Tone = keyof typeof TONES;

function isTone(value: string | undefined): value is Tone {
  return value !== undefined && Object.hasOwn(TONES, value);
}

interface ToneTagProps {
  label: string;
  /** One of the colour names of specification §4; anything else is gray. */
  tone: string | undefined;
  /** The status code shown, for tests and styling (`data-status`). */
  code?: string;
}

/**
 * A status as a coloured tag. Dictionary statuses go through `StatusTag`; this is for the
 * states that have no dictionary (a feature names their tone itself).
 */
export function ToneTag({ label, tone, code }: ToneTagProps) {
  return (
    <Chip
      size="small"
      variant="outlined"
      label={label}
      data-status={code}
      sx={{ ...TONES[isTone(tone) ? tone : 'gray'], fontWeight: 500 }}
    />
  );
}
