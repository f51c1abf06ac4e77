// The fields every editor of the console's texts holds (news, guides, announcements), by
// their wire names so a refusal naming one lands beside it. A kind uses the ones it has.

export interface EditorValues {
  category: string;
  module: string;
  title: string;
  titleEn: string;
  summary: string;
  summaryEn: string;
  content: string;
  contentEn: string;
  coverFileToken: string;
}

export const EMPTY_VALUES: EditorValues = {
  category: '',
  module: '',
  title: '',
  titleEn: '',
  summary: '',
  summaryEn: '',
  content: '',
  contentEn: '',
  coverFileToken: '',
};

/** A field left empty is not sent (the English version, a summary, a cover). */
export function optional(value: string): string | null {
  return value.trim() === '' ? null : value.trim();
}

/** What every kind sends: the titles and Markdown bodies in both languages. */
export function textsBody(values: EditorValues) {
  return {
    title: values.title.trim(),
    titleEn: optional(values.titleEn),
    format: 'markdown' as const,
    content: values.content,
    contentEn: values.contentEn.trim() === '' ? null : values.contentEn,
  };
}

/** The form's values for a stored text (absent fields stay empty). */
export function valuesOf(stored: Partial<Record<keyof EditorValues, string | null>>): EditorValues {
  const values = { ...EMPTY_VALUES };
  for (const key of Object.keys(EMPTY_VALUES) as (keyof EditorValues)[]) {
    values[key] = stored[key] ?? '';
  }
  return values;
}
