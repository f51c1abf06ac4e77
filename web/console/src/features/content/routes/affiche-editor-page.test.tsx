import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import type { AfficheDetail, AfficheReceipts } from '@console/features/content/api/get-affiche';
import AfficheEditorPage from '@console/features/content/routes/affiche-editor-page';
import { consoleGateway } from '@console/testing/gateway';
import { signInOperator } from '@console/testing/operator-session';
import { renderPage } from '@console/testing/render';

const AFFICHE: AfficheDetail = {
  id: 4,
  title: 'Holiday hours',
  titleEn: null,
  summary: 'Closed on the 1st',
  summaryEn: null,
  format: 'markdown',
  content: 'Closed on the 1st.',
  contentEn: null,
  html: '<p>Closed on the 1st.</p>',
  htmlEn: null,
  state: 'published',
  publishedAt: '2026-03-01T02:00:00Z',
  createdAt: '2026-03-01T01:00:00Z',
  updatedAt: '2026-03-01T02:00:00Z',
};

const RECEIPTS: AfficheReceipts = {
  id: 4,
  readers: 12,
  companies: 5,
  readersWithoutCompany: 1,
  firstReadAt: '2026-03-01T03:00:00Z',
  lastReadAt: '2026-03-02T03:00:00Z',
  perDay: [
    { date: '2026-02-28', readers: 0 },
    { date: '2026-03-01', readers: 9 },
    { date: '2026-03-02', readers: 3 },
  ],
};

describe('an announcement', () => {
  it('shows an auditor who read it, with no way to change it', async () => {
    signInOperator({ roles: ['auditor'] });
    consoleGateway({ '/ops/affiche/detail': AFFICHE, '/ops/affiche/receipts': RECEIPTS });
    renderPage(AfficheEditorPage, {
      path: '/content/affiches/4',
      pattern: '/content/affiches/:afficheId',
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Holiday hours' })).toBeVisible();
    expect(await screen.findByText('Readers of unknown company')).toBeVisible();
    const days = screen.getByRole('table', { name: 'New readers per day, last 14 days' });
    const rows = within(days).getAllByRole('row');
    // Days nobody new read it are left out.
    expect(rows.map((row) => row.textContent)).toEqual([
      'DayNew readers',
      '2026-03-019',
      '2026-03-023',
    ]);
    expect(screen.queryByRole('button', { name: 'Unpublish' })).toBeNull();
  }, 60_000);
});
