import { describe, expect, it } from 'vitest';

import { consoleEn } from '@console/i18n/locales/en';
import { consoleZhCN } from '@console/i18n/locales/zh-cn';
import { en } from '@/i18n/locales/en';
import { zhCN } from '@/i18n/locales/zh-cn';

// The shared logo shows the short name and is named by the full one: the name must contain
// what it shows (WCAG 2.5.3, Label in Name; axe's label-content-name-mismatch).
describe('the apps’ names', () => {
  it.each([
    ['portal zh-CN', zhCN.app],
    ['portal en', en.app],
    ['console zh-CN', consoleZhCN.app],
    ['console en', consoleEn.app],
  ])('%s: the short name is part of the name', (_, { name, shortName }) => {
    expect(name.toLowerCase()).toContain(shortName.toLowerCase());
  });
});
