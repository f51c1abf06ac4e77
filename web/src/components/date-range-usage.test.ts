import { describe, expect, it } from 'vitest';

// Every screen's source, the portal's and the console's, as text.
const sources = {
  ...import.meta.glob<string>('/src/**/*.tsx', { query: '?raw', import: 'default', eager: true }),
  ...import.meta.glob<string>('/console/src/**/*.tsx', {
    query: '?raw',
    import: 'default',
    eager: true,
  }),
};

// A date input of its own: `type="date"` or `type="datetime-local"` outside the range field.
const OWN_DATE_INPUT = /type=["'{]+(?:date|datetime-local)["'}]/;
// Single moments, not ranges: a scheduled publication time.
const SINGLE_DATES = new Set(['/console/src/features/content/components/publish-dialog.tsx']);

describe('date filters', () => {
  it('every date range is the shared field, which swaps an end before the start', () => {
    const files = Object.keys(sources);
    expect(files.length).toBeGreaterThan(50);

    const own = files.filter(
      (file) =>
        !file.endsWith('/date-range-field.tsx') &&
        !file.endsWith('.test.tsx') &&
        !SINGLE_DATES.has(file) &&
        OWN_DATE_INPUT.test(sources[file] ?? ''),
    );

    expect(own).toEqual([]);
    expect(files.filter((file) => (sources[file] ?? '').includes('<DateRangeField'))).toContain(
      '/console/src/features/audit/routes/audit-log-page.tsx',
    );
  });
});
