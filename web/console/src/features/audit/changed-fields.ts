// An entry's before and after (JSON objects of what changed, masked where sensitive), as rows.

export type Snapshot = Record<string, unknown> | null;

function shown(value: unknown): string {
  if (value === undefined) return '';
  if (typeof value === 'string') return value;
  return JSON.stringify(value, null, 1);
}

/** The fields of `before` and `after` in one list, in the order they first appear. */
export function changedFields(before: Snapshot, after: Snapshot) {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return keys.map((key) => {
    const old = before?.[key];
    const now = after?.[key];
    return { key, before: shown(old), after: shown(now), changed: shown(old) !== shown(now) };
  });
}
