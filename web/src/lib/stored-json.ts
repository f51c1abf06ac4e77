// JSON in Web Storage that never throws: storage can be disabled (privacy mode), full, or hold
// what another version of the app wrote.

/** The object stored under `key`; {} when there is none, it is no object, or storage fails. */
export function readStoredJson(storage: () => Storage, key: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(storage().getItem(key) ?? 'null');
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  } catch {
    return {}; // storage disabled or garbage: start afresh
  }
}

/** Stores `value` under `key`; when storage fails, the state lives as long as the page. */
export function writeStoredJson(storage: () => Storage, key: string, value: unknown): void {
  try {
    storage().setItem(key, JSON.stringify(value));
  } catch {
    // storage disabled or full
  }
}

/** Removes `key`, if storage allows. */
export function removeStored(storage: () => Storage, key: string): void {
  try {
    storage().removeItem(key);
  } catch {
    // storage disabled: nothing was stored
  }
}
