import { describe, expect, it } from 'vitest';

import { paths } from '@/lib/paths';

// Every source file of the portal, as text.
const sources = import.meta.glob<string>('/src/**/*.{ts,tsx}', {
  query: '?raw',
  import: 'default',
  eager: true,
});

// A quote or backtick opening a string that starts with one of the app's routes.
const ROUTE_LITERAL = /['"`]\/(?:index|center|msg|login|404)(?=[/'"`$?#])/;
// Calls that share a route's first segment but go to the API, not the router.
const NOT_ROUTES = new Set(['/src/lib/sms-token.ts', '/src/lib/paths.ts']);
const COMMENT = /^(?:\*|\/\/|\/\*)/;

describe('route paths', () => {
  it('are written only in lib/paths.ts', () => {
    const files = Object.keys(sources).filter(
      (file) => !/\.test\.tsx?$/.test(file) && !file.includes('/testing/') && !NOT_ROUTES.has(file),
    );
    expect(files.length).toBeGreaterThan(100);

    const literals = files.flatMap((file) =>
      (sources[file] ?? '').split('\n').flatMap((raw, index) => {
        const line = raw.trim();
        return !COMMENT.test(line) && ROUTE_LITERAL.test(line)
          ? [`${file}:${index + 1}: ${line}`]
          : [];
      }),
    );
    expect(literals).toEqual([]);
  });

  it('are absolute and distinct', () => {
    const values = Object.values(paths);
    expect(values.every((path) => path.startsWith('/'))).toBe(true);
    expect(new Set(values).size).toBe(values.length);
  });
});
