import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import HelpPage from '@/features/portal/routes/help-page';
import { apiPath } from '@/lib/api-paths';
import { envelopeResponse, mockGateway } from '@/testing/fetch-mock';
import { openRequest } from '@/testing/protected-request';
import { renderPage } from '@/testing/render';

const GUIDES = apiPath('/web/portal/operate/findInfoOperateGuideByParams');

const MODULES = [
  {
    module: 'registration',
    moduleName: 'Registration',
    guides: [
      {
        id: 1,
        title: 'How to register',
        content: '<p>Click <strong>Register</strong>.</p>',
        sort: 1,
      },
    ],
  },
  {
    module: 'signin',
    moduleName: 'Signing in',
    guides: [{ id: 2, title: 'Password or SMS', content: '<p>Both work.</p>', sort: 1 }],
  },
];

function helpGateway() {
  const asked: unknown[] = [];
  mockGateway(async (path, request) => {
    if (path !== GUIDES) return envelopeResponse({ ok: false, status: 404, msg: 'unknown' });
    const query = JSON.parse((await openRequest(request)).json ?? '{}') as { keyword?: string };
    asked.push(query);
    const keyword = query.keyword?.toLowerCase();
    const body = keyword
      ? MODULES.map((module) => ({
          ...module,
          guides: module.guides.filter((guide) => guide.title.toLowerCase().includes(keyword)),
        })).filter((module) => module.guides.length > 0)
      : MODULES;
    return envelopeResponse({ ok: true, body });
  });
  return asked;
}

describe('HelpPage', { timeout: 15_000 }, () => {
  it('lists the guides by module; a guide opens to show its text', async () => {
    helpGateway();

    renderPage(HelpPage, { path: '/index/help' });

    const modules = await screen.findAllByTestId('help-module');
    expect(
      modules.map((module) => within(module).getByRole('heading', { level: 2 }).textContent),
    ).toEqual(['Registration', 'Signing in']);
    // One guide each: the singular.
    expect(within(modules[0] as HTMLElement).getByText('1 guide')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'How to register' }));
    expect(await screen.findByText('Register', { selector: 'strong' })).toBeVisible();
  });

  it('searches the guides by keyword, the search in the URL', async () => {
    const asked = helpGateway();
    const { router } = renderPage(HelpPage, { path: '/index/help' });

    await screen.findAllByTestId('help-module');
    await userEvent.type(screen.getByRole('textbox', { name: 'Search help' }), 'sms{Enter}');

    await waitFor(() => {
      expect(screen.getAllByTestId('help-guide')).toHaveLength(1);
    });
    expect(screen.getByRole('button', { name: 'Password or SMS' })).toBeVisible();
    expect(router.state.location.search).toBe('?keyword=sms');
    expect(asked).toContainEqual({ keyword: 'sms' });
  });

  it('says so when nothing matches', async () => {
    helpGateway();

    renderPage(HelpPage, { path: '/index/help?keyword=nothing' });

    expect(await screen.findByText('No matching help; try another keyword')).toBeVisible();
  });
});
