import { describe, expect, it } from 'vitest';

import { detectLanguage } from '@/i18n/languages';

describe('detectLanguage', () => {
  it('prefers the stored choice', () => {
    expect(detectLanguage('en', ['zh-CN'])).toBe('en');
  });

  it('ignores an unsupported stored value and follows the browser', () => {
    expect(detectLanguage('fr', ['fr-FR', 'en-GB'])).toBe('en');
    expect(detectLanguage(null, ['zh-TW'])).toBe('zh-CN');
  });

  it('falls back to zh-CN', () => {
    expect(detectLanguage(null, ['de-DE'])).toBe('zh-CN');
    expect(detectLanguage(null, [])).toBe('zh-CN');
  });
});
