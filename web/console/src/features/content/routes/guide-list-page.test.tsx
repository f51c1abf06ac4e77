import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import type { GuideRow } from '@console/features/content/api/list-guides';
import type { ModuleRow } from '@console/features/content/api/list-modules';
import GuideListPage from '@console/features/content/routes/guide-list-page';
import { consoleGateway, refused } from '@console/testing/gateway';
import { signInOperator } from '@console/testing/operator-session';
import { renderPage } from '@console/testing/render';

const MODULES: ModuleRow[] = [
  { code: 'account', name: '账户', nameEn: 'Account', sort: 1, guides: 2 },
  { code: 'empty', name: '空模块', nameEn: null, sort: 2, guides: 0 },
];

const guide = (id: number, title: string, sort: number): GuideRow => ({
  id,
  module: 'account',
  title,
  titleEn: null,
  state: 'published',
  format: 'markdown',
  sort,
  updatedAt: '2026-03-01T02:00:00Z',
});

const GUIDES = [guide(1, 'Signing in', 1), guide(2, 'Changing the password', 2)];

describe('help guides', () => {
  it("moves a guide up: the module's whole order goes to the server", async () => {
    signInOperator({ roles: ['content_editor'] });
    const gateway = consoleGateway({
      '/ops/guide-module/list': { rows: MODULES, total: 2 },
      '/ops/guide/list': { rows: GUIDES, total: 2 },
      '/ops/guide/reorder': [],
    });
    renderPage(GuideListPage, { path: '/content/guides' });

    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: 'Guides · Account' });
    expect(await within(table).findByRole('link', { name: 'Signing in' })).toBeVisible();
    expect(within(table).getByRole('button', { name: 'Move “Signing in” up' })).toBeDisabled();
    await user.click(
      within(table).getByRole('button', { name: 'Move “Changing the password” up' }),
    );

    await waitFor(async () => {
      expect(await gateway.bodies('/ops/guide/reorder')).toEqual([
        { module: 'account', ids: [2, 1] },
      ]);
    });
  }, 60_000);

  it('deletes only an empty module; a taken code is refused in the dialog', async () => {
    signInOperator({ roles: ['content_editor'] });
    const gateway = consoleGateway({
      '/ops/guide-module/list': { rows: MODULES, total: 2 },
      '/ops/guide/list': { rows: GUIDES, total: 2 },
      '/ops/guide-module/create': refused(409, 'A help module with this code already exists.'),
    });
    renderPage(GuideListPage, { path: '/content/guides' });

    const user = userEvent.setup();
    const modules = await screen.findByRole('table', { name: 'Help modules' });
    const [, full, empty] = within(modules).getAllByRole('row');
    expect(within(full as HTMLElement).getByRole('button', { name: 'Delete' })).toBeDisabled();
    expect(within(empty as HTMLElement).getByRole('button', { name: 'Delete' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'New module' }));
    const dialog = screen.getByRole('dialog', { name: 'New module' });
    await user.click(within(dialog).getByRole('textbox', { name: /^Module code/ }));
    await user.paste('account');
    await user.click(within(dialog).getByRole('textbox', { name: /^Name/ }));
    await user.paste('账户二');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'A help module with this code already exists.',
    );
    expect(await gateway.bodies('/ops/guide-module/create')).toEqual([
      { code: 'account', name: '账户二', nameEn: null, sort: null },
    ]);
  }, 60_000);
});
