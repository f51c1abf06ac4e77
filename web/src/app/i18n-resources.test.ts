import type { ResourceKey } from 'i18next';
import { describe, expect, it } from 'vitest';

import { featureTexts, resources } from '@/app/i18n';
import type { Language } from '@/i18n/languages';

/** Every leaf of a message tree as `path → text`. */
function leaves(tree: object, prefix = ''): Map<string, unknown> {
  const found = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'object' && value !== null) {
      for (const [leaf, text] of leaves(value as object, path)) found.set(leaf, text);
    } else {
      found.set(path, value);
    }
  }
  return found;
}

/** The first load's strings and every feature's, in one language, as one tree. */
async function allStrings(language: Language): Promise<object> {
  const features = await Promise.all(Object.values(featureTexts).map((texts) => texts[language]()));
  return Object.assign({}, resources[language].translation, ...features) as ResourceKey as object;
}

// The typed zh-CN sources make a key missing in English a type error; this also catches keys
// merged twice by two features (the later one silently wins) and empty strings.
describe('the translations', () => {
  it('have the same keys in zh-CN and en', async () => {
    const zh = leaves(await allStrings('zh-CN'));
    const en = leaves(await allStrings('en'));
    expect([...en.keys()].sort()).toEqual([...zh.keys()].sort());
  });

  it('have no empty text', async () => {
    const zh = leaves(await allStrings('zh-CN'));
    const en = leaves(await allStrings('en'));
    const empty = [...zh, ...en].filter(([, text]) => typeof text !== 'string' || text === '');
    expect(empty.map(([key]) => key)).toEqual([]);
  });

  it('give every feature its own top-level keys', () => {
    const modules = import.meta.glob<Record<string, object>>(
      [
        '/src/features/*/locales/zh-cn.ts',
        '/src/components/locales/zh-cn.ts',
        '/src/i18n/locales/zh-cn.ts',
        '/src/i18n/locales/common-zh-cn.ts',
      ],
      { eager: true },
    );
    const owners = new Map<string, string[]>();
    for (const [file, exports] of Object.entries(modules)) {
      for (const messages of Object.values(exports)) {
        for (const key of Object.keys(messages))
          owners.set(key, [...(owners.get(key) ?? []), file]);
      }
    }
    const shared = [...owners].filter(([, files]) => files.length > 1);
    expect(shared).toEqual([]);
  });

  it('load every feature that has strings', () => {
    const withStrings = Object.keys(import.meta.glob('/src/features/*/locales/zh-cn.ts')).map(
      (file) => file.split('/')[3],
    );
    expect(Object.keys(featureTexts).sort()).toEqual(withStrings.sort());
  });
});
