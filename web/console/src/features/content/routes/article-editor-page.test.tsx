import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import type { ArticleDetail } from '@console/features/content/api/get-article';
import ArticleEditorPage from '@console/features/content/routes/article-editor-page';
import { consoleGateway, refused } from '@console/testing/gateway';
import { signInOperator } from '@console/testing/operator-session';
import { renderPage } from '@console/testing/render';

const CATEGORIES = [{ code: 'platform', name: '平台动态', nameEn: 'Platform news', sort: 1 }];

const ARTICLE: ArticleDetail = {
  id: 7,
  category: 'platform',
  categoryName: 'Platform news',
  title: 'Service upgrade',
  titleEn: null,
  summary: 'After the upgrade',
  summaryEn: null,
  format: 'markdown',
  content: 'After the upgrade, **progress** shows.',
  contentEn: null,
  html: '<p>After the upgrade, <strong>progress</strong> shows.</p>',
  htmlEn: null,
  coverFileToken: null,
  state: 'draft',
  publishedAt: null,
  createdAt: '2026-03-01T02:00:00Z',
  updatedAt: '2026-03-01T02:00:00Z',
};

const PATTERN = '/content/articles/:articleId';

describe('the article editor', () => {
  it("shows the server's refusal beside the field it names", async () => {
    signInOperator({ roles: ['content_editor'] });
    const gateway = consoleGateway({
      '/ops/article-category/list': CATEGORIES,
      '/ops/article/create': refused(
        400,
        'titleEn and contentEn must be given together (or neither)',
      ),
    });
    renderPage(ArticleEditorPage, { path: '/content/articles/new', pattern: PATTERN });

    const user = userEvent.setup();
    await user.click(await screen.findByRole('combobox', { name: /Category/ }));
    await user.click(await screen.findByRole('option', { name: 'Platform news' }));
    await user.click(screen.getByRole('textbox', { name: /^Title/ }));
    await user.paste('Service upgrade');
    await user.click(screen.getByRole('textbox', { name: /^Body/ }));
    await user.paste('The **new** flow.');
    await user.click(screen.getByRole('textbox', { name: 'English title' }));
    await user.paste('Upgrade');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const english = screen.getByRole('textbox', { name: 'English title' });
    await waitFor(() => {
      expect(english).toHaveAccessibleDescription(
        'titleEn and contentEn must be given together (or neither)',
      );
    });
    expect(english).toHaveAttribute('aria-invalid', 'true');
    expect(await gateway.bodies('/ops/article/create')).toEqual([
      {
        title: 'Service upgrade',
        titleEn: 'Upgrade',
        format: 'markdown',
        content: 'The **new** flow.',
        contentEn: null,
        category: 'platform',
        summary: null,
        summaryEn: null,
        coverFileToken: null,
      },
    ]);
  }, 60_000);

  it('previews the body as the server renders it', async () => {
    signInOperator({ roles: ['content_editor'] });
    const gateway = consoleGateway({
      '/ops/article-category/list': CATEGORIES,
      '/ops/article/preview': { html: '<p>The <strong>new</strong> flow.</p>' },
    });
    renderPage(ArticleEditorPage, { path: '/content/articles/new', pattern: PATTERN });

    const user = userEvent.setup();
    await user.click(await screen.findByRole('textbox', { name: /^Body/ }));
    await user.paste('The **new** flow.');
    await user.click(screen.getAllByRole('tab', { name: 'Preview' })[0] as HTMLElement);

    const preview = await screen.findByRole('region', { name: 'Preview of Body (Markdown)' });
    expect(within(preview).getByText('new').tagName).toBe('STRONG');
    expect(await gateway.bodies('/ops/article/preview')).toEqual([
      { format: 'markdown', content: 'The **new** flow.' },
    ]);
  }, 60_000);

  it('publishes a saved draft now, or schedules it for a later time', async () => {
    signInOperator({ roles: ['content_editor'] });
    const gateway = consoleGateway({
      '/ops/article-category/list': CATEGORIES,
      '/ops/article/detail': ARTICLE,
      '/ops/article/publish': (body: unknown) => ({
        ...ARTICLE,
        state: (body as { publishAt: string | null }).publishAt ? 'scheduled' : 'published',
      }),
    });
    renderPage(ArticleEditorPage, { path: '/content/articles/7', pattern: PATTERN });

    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Publish' }));
    let dialog = screen.getByRole('dialog', { name: 'Publish' });
    expect(within(dialog).getByRole('radio', { name: 'Publish now' })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('Published')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Publish' }));
    dialog = screen.getByRole('dialog', { name: 'Publish' });
    await user.click(within(dialog).getByRole('radio', { name: 'Schedule' }));
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(within(dialog).getByText('Choose a time later than now')).toBeVisible();
    fireEvent.change(within(dialog).getByLabelText('Publish at'), {
      target: { value: '2099-01-01T09:00' },
    });
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('Scheduled')).toBeVisible();

    expect(await gateway.bodies('/ops/article/publish')).toEqual([
      { id: 7, publishAt: null },
      { id: 7, publishAt: new Date('2099-01-01T09:00').toISOString() },
    ]);
  }, 60_000);

  it('shows an auditor the article without a way to change it', async () => {
    signInOperator({ roles: ['auditor'] });
    consoleGateway({ '/ops/article-category/list': CATEGORIES, '/ops/article/detail': ARTICLE });
    renderPage(ArticleEditorPage, { path: '/content/articles/7', pattern: PATTERN });

    expect(await screen.findByRole('heading', { name: 'Service upgrade' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: /^Title/ })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Publish' })).toBeNull();
  }, 60_000);
});
