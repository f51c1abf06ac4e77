import Chip from '@mui/material/Chip';

// The colour names of specification §4 as text on a pale ground, dark enough to read (WCAG AA
// contrast) while keeping the colour's meaning; in dark mode, pale text on a dark ground.
const TONES = {
  blue: { color: '#0848B8', backgroundColor: '#E7F0FF', borderColor: '#9DBEFF' },
  red: { color: '#B3261E', backgroundColor: '#FDECEA', borderColor: '#F2A9A3' },
  yellow: { color: '#7A5200', backgroundColor: '#FFF6D6', borderColor: '#E8C766' },
  crimson: { color: '#9E0F2F', backgroundColor: '#FCE6EB', borderColor: '#EDA0B1' },
  gray: { color: '#4A4F57', backgroundColor: '#F1F2F4', borderColor: '#C4C8CE' },
  green: { color: '#1B6B2F', backgroundColor: '#E7F5EA', borderColor: '#9ED1AA' },
} as const;

// A type, not an interface: MUI's style objects want an index signature.
type ToneColours = Record<'color' | 'backgroundColor' | 'borderColor', string>;

const DARK_TONES: Record<Tone, ToneColours> = {
  blue: { color: '#A8C7FA', backgroundColor: '#142540', borderColor: '#35588F' },
  red: { color: '#F2B8B5', backgroundColor: '#3B1716', borderColor: '#8C3A35' },
  yellow: { color: '#F5D77A', backgroundColor: '#332A0C', borderColor: '#7A6322' },
  crimson: { color: '#F5A8BC', backgroundColor: '#3A1420', borderColor: '#8A3550' },
  gray: { color: '#C4C8CE', backgroundColor: '#24282E', borderColor: '#4A4F57' },
  green: { color: '#A6DDB3', backgroundColor: '#13301C', borderColor: '#3B7A4B' },
};

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
      sx={(theme) => {
        const key = isTone(tone) ? tone : 'gray';
        return { ...TONES[key], ...theme.applyStyles('dark', DARK_TONES[key]), fontWeight: 500 };
      }}
    />
  );
}
