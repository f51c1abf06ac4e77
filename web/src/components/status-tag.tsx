import Chip from '@mui/material/Chip';

import { PERMIT_STATUS_DICT, useDictionary } from '@/components/dictionary';

// The dictionary's colour names (specification §4) as text on a pale ground, dark enough to
// read (WCAG AA contrast) while keeping the colour's meaning.
const TONES: Record<string, { color: string; backgroundColor: string; borderColor: string }> = {
  blue: { color: '#0848B8', backgroundColor: '#E7F0FF', borderColor: '#9DBEFF' },
  red: { color: '#B3261E', backgroundColor: '#FDECEA', borderColor: '#F2A9A3' },
  yellow: { color: '#7A5200', backgroundColor: '#FFF6D6', borderColor: '#E8C766' },
  crimson: { color: '#9E0F2F', backgroundColor: '#FCE6EB', borderColor: '#EDA0B1' },
  gray: { color: '#4A4F57', backgroundColor: '#F1F2F4', borderColor: '#C4C8CE' },
  green: { color: '#1B6B2F', backgroundColor: '#E7F5EA', borderColor: '#9ED1AA' },
};

interface StatusTagProps {
  /** A status code of the `permitStatus` dictionary (10, 15, ... 90). */
  status: string | number;
  /** Another dictionary with colours; default `permitStatus`. */
  dictType?: string;
}

/** A status as a coloured tag, labelled and coloured by the dictionary. */
export function StatusTag({ status, dictType = PERMIT_STATUS_DICT }: StatusTagProps) {
  const { data } = useDictionary(dictType);
  const code = String(status);
  const entry = data?.find((item) => item.code === code);
  const tone = TONES[entry?.colour ?? 'gray'] ?? TONES.gray;

  return (
    <Chip
      size="small"
      variant="outlined"
      label={entry?.label ?? code}
      data-status={code}
      sx={{ ...tone, fontWeight: 500 }}
    />
  );
}
