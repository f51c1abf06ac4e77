import { queryOptions, useQuery } from '@tanstack/react-query';

import { currentLanguage } from '@/i18n/instance';
import { apiRequest } from '@/lib/api-client';

// Dictionaries of `reg/user/listDict` (reference). Specification §3 spells an entry's code
// CODE/code/dictValue and its label dictLabel/FLAG/flag/mark/MARK; they are read here, once.
export const LIST_DICT_CALL = 'reg/user/listDict';
export const PERMIT_STATUS_DICT = 'permitStatus';

export interface DictEntry {
  code: string;
  label: string;
  /** A CSS colour name (the status dictionary, specification §4), when the entry has one. */
  colour?: string;
}

const CODE_FIELDS = ['code', 'CODE', 'dictValue'] as const;
const LABEL_FIELDS = ['label', 'dictLabel', 'FLAG', 'flag', 'mark', 'MARK'] as const;

function firstText(entry: Record<string, unknown>, fields: readonly string[]): string | undefined {
  for (const field of fields) {
    const value = entry[field];
    if (typeof value === 'string' && value !== '') return value;
    if (typeof value === 'number') return String(value);
  }
  return undefined;
}

/** One entry in any of the specification's spellings, or undefined when it has no code. */
export function readDictEntry(raw: unknown): DictEntry | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const entry = raw as Record<string, unknown>;
  const code = firstText(entry, CODE_FIELDS);
  if (code === undefined) return undefined;
  const colour = typeof entry.colour === 'string' ? entry.colour : undefined;
  return { code, label: firstText(entry, LABEL_FIELDS) ?? code, colour };
}

export async function getDictionary(dictType: string): Promise<DictEntry[]> {
  const body = await apiRequest<unknown>(LIST_DICT_CALL, { query: { dictType } });
  return Array.isArray(body) ? body.map(readDictEntry).filter((entry) => entry !== undefined) : [];
}

/** Labels come in the request's language, hence the language in the key. */
export function dictionaryQueryOptions(dictType: string) {
  return queryOptions({
    queryKey: ['reference', 'dictionary', dictType, currentLanguage()],
    queryFn: () => getDictionary(dictType),
    staleTime: 30 * 60_000,
  });
}

export function useDictionary(dictType: string) {
  return useQuery(dictionaryQueryOptions(dictType));
}
