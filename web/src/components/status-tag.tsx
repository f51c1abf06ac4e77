import { PERMIT_STATUS_DICT, useDictionary } from '@/components/dictionary';
import { ToneTag } from '@/components/tone-tag';

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

  return <ToneTag label={entry?.label ?? code} tone={entry?.colour} code={code} />;
}
