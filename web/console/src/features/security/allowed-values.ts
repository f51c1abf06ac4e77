import type { SecurityParam } from '@console/features/security/api/list-params';

/** What a parameter may be, as auth says: one of `choices`, or `minimum`–`maximum`. */
export function allowedText(param: SecurityParam, or: string): string {
  const parts = param.choices.map(String);
  if (param.minimum !== null && param.maximum !== null) {
    parts.push(`${param.minimum}–${param.maximum}`);
  }
  return parts.join(` ${or} `);
}

export function isAllowed(param: SecurityParam, value: number): boolean {
  if (!Number.isInteger(value)) return false;
  if (param.choices.includes(value)) return true;
  return (
    param.minimum !== null &&
    param.maximum !== null &&
    value >= param.minimum &&
    value <= param.maximum
  );
}
