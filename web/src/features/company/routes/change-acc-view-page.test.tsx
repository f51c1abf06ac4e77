import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import ChangeAccViewPage from '@/features/company/routes/change-acc-view-page';
import { APPLICATION, CALLS, companyGateway, ok } from '@/features/company/testing/fixtures';
import { apiPath } from '@/lib/api-paths';
import { renderSessionPage } from '@/testing/portal-session';

const PATH = '/center/crm/company/changeAccView';
const DOWNLOAD = apiPath('third/file/down/load');

describe('ChangeAccViewPage', { timeout: 20_000 }, () => {
  it('shows each application with its state, progress and the reviewer’s note', async () => {
    companyGateway((path) => {
      if (path === CALLS.history) {
        return ok([
          APPLICATION,
          {
            ...APPLICATION,
            applicationId: 6,
            status: 'rejected',
            name: 'Wang Wu',
            submittedAt: '2026-02-01T02:00:00Z',
            decidedAt: '2026-02-02T02:00:00Z',
            reason: 'The letter has no company seal.',
          },
        ]);
      }
      if (path === DOWNLOAD) {
        return new Response(new Uint8Array([137, 80, 78, 71]), {
          headers: { 'Content-Type': 'image/png' },
        });
      }
      return undefined;
    });
    renderSessionPage(ChangeAccViewPage, { path: PATH });

    expect(screen.getByRole('heading', { level: 1, name: 'Change request' })).toBeVisible();
    const cards = await screen.findAllByTestId('change-application');
    expect(cards).toHaveLength(2);
    const [pending, rejected] = cards as [HTMLElement, HTMLElement];
    expect(within(pending).getByText('Pending review')).toBeVisible();
    expect(within(pending).getByText('Sun Li')).toBeVisible();
    expect(within(pending).getByText('139****5678')).toBeVisible();
    expect(
      await within(pending).findByRole('link', { name: 'Open the letter of authorisation' }),
    ).toBeVisible();
    expect(within(rejected).getByText('Rejected', { selector: '.MuiChip-label' })).toBeVisible();
    expect(within(rejected).getByText('The letter has no company seal.')).toBeVisible();
    // A pending application: no second one.
    expect(screen.queryByRole('link', { name: 'Apply to change the administrator' })).toBeNull();
  });

  it('says so when there is none, and offers to apply', async () => {
    companyGateway();
    renderSessionPage(ChangeAccViewPage, { path: PATH });

    expect(await screen.findByText('No change of administrator applied for yet')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Apply to change the administrator' })).toBeVisible();
  });
});
