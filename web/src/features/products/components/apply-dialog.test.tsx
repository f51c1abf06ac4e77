import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import ProductCentrePage from '@/features/products/routes/product-centre-page';
import { CALLS, productGateway } from '@/features/products/testing/gateway';
import { bodyAt } from '@/features/products/testing/requests';
import { renderInSession } from '@/features/products/testing/session';
import { envelopeResponse, requestsTo } from '@/testing/fetch-mock';

const ID_NUMBER = '310104198102145033';

function pdf(name = 'licence.pdf'): File {
  return new File([new TextEncoder().encode('%PDF')], name, { type: 'application/pdf' });
}

type User = ReturnType<typeof userEvent.setup>;

async function openApplication(user: User, productName = 'Invoices') {
  const card = await screen.findByRole('article', { name: productName });
  await user.click(within(card).getByRole('button', { name: /^Apply/ }));
  return screen.findByRole('dialog', { name: `Apply for ${productName}` });
}

/** Fills the three steps for Invoices (one required document) up to the declaration. */
async function fillInvoices(user: User, dialog: HTMLElement) {
  await user.upload(
    await within(dialog).findByLabelText('Business licence *', { selector: 'input' }),
    pdf(),
  );
  expect(await within(dialog).findByText('licence.pdf')).toBeVisible();
  await user.click(within(dialog).getByRole('button', { name: 'Next' }));
  await user.type(
    await within(dialog).findByRole('textbox', { name: /Applicant's ID number/ }),
    ID_NUMBER,
  );
  await user.click(within(dialog).getByRole('button', { name: 'Next' }));
  await within(dialog).findByRole('checkbox', { name: /I declare/ });
}

async function confirmTip(user: User, text: string) {
  const tip = await screen.findByRole('dialog', { name: 'Tip' });
  expect(tip).toHaveTextContent(text);
  await user.click(within(tip).getByRole('button', { name: 'OK' }));
  await waitFor(() => {
    expect(screen.queryByRole('dialog', { name: 'Tip' })).toBeNull();
  });
}

describe('ApplyDialog', { timeout: 30_000 }, () => {
  it('checks each step, then submits documents, identity and role after confirming', async () => {
    const gateway = productGateway();
    const user = userEvent.setup();
    renderInSession(ProductCentrePage);
    const dialog = await openApplication(user);

    // Step 1: the required document is required.
    await user.click(await within(dialog).findByRole('button', { name: 'Next' }));
    expect(await within(dialog).findByText('Upload this document')).toBeVisible();
    await user.upload(
      within(dialog).getByLabelText('Business licence *', { selector: 'input' }),
      pdf(),
    );
    expect(await within(dialog).findByText('licence.pdf')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));

    // Step 2: the name comes from the session; the ID number is checked as the server does.
    const name = await within(dialog).findByRole('textbox', { name: /Applicant's name/ });
    expect(name).toHaveValue('Zhou Ting');
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(
      await within(dialog).findByText('Please enter the certificate number', { exact: false }),
    ).toBeVisible();
    await user.type(within(dialog).getByRole('textbox', { name: /ID number/ }), ID_NUMBER);
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));

    // Step 3: the summary and the declaration.
    expect(await within(dialog).findByText('Business licence: licence.pdf')).toBeVisible();
    expect(within(dialog).getByText(ID_NUMBER)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText('Read and tick the declaration')).toBeVisible();
    await user.click(within(dialog).getByRole('checkbox', { name: /I declare/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await confirmTip(user, 'Submit the application for “Invoices”?');

    expect(
      await screen.findByText('Application submitted; the platform will review it'),
    ).toBeVisible();
    await waitFor(() => {
      expect(screen.queryByRole('dialog', { name: 'Apply for Invoices' })).toBeNull();
    });
    // Each document was stored as a company file, and its token sent.
    expect(await bodyAt(gateway, CALLS.apply, 0)).toEqual({
      productCode: 'INVOICE',
      documentFileTokens: { BUSINESS_LICENCE: 'tok-company-licence.pdf' },
      voucher: { name: 'Zhou Ting', idNumber: ID_NUMBER },
      remark: null,
      compRole: null,
    });
    await waitFor(() => {
      expect(requestsTo(gateway, CALLS.products)).toHaveLength(2);
    });
  });

  it('pre-fills the identity on file and shows its masked number to compare', async () => {
    productGateway({
      voucher: {
        name: 'Zhou Ting (verified)',
        idNumber: '310104********5033',
        method: 'face',
        prodCode: null,
        passedAt: '2026-01-05T02:00:00Z',
      },
    });
    const user = userEvent.setup();
    renderInSession(ProductCentrePage);
    const dialog = await openApplication(user);
    await user.upload(
      await within(dialog).findByLabelText('Business licence *', { selector: 'input' }),
      pdf(),
    );
    await within(dialog).findByText('licence.pdf');
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));

    expect(await within(dialog).findByRole('textbox', { name: /Applicant's name/ })).toHaveValue(
      'Zhou Ting (verified)',
    );
    expect(
      within(dialog).getByText(
        'Real-name verification on file: Zhou Ting (verified), 310104********5033 (verified 2026-01-05)',
      ),
    ).toBeVisible();
  });

  it('puts a refusal about a document on that document, keeping everything typed', async () => {
    productGateway({
      apply: () =>
        envelopeResponse({
          ok: false,
          status: 400,
          msg: 'documentFileTokens.BUSINESS_LICENCE: must be an image or PDF you uploaded; please upload it again',
        }),
    });
    const user = userEvent.setup();
    renderInSession(ProductCentrePage);
    const dialog = await openApplication(user);
    await fillInvoices(user, dialog);
    await user.click(within(dialog).getByRole('checkbox', { name: /I declare/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await confirmTip(user, 'Submit the application');

    // Back on the documents step, the message under the document, the file still there.
    expect(
      await within(dialog).findByText(
        'must be an image or PDF you uploaded; please upload it again',
      ),
    ).toBeVisible();
    expect(within(dialog).getByText('licence.pdf')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(await within(dialog).findByRole('textbox', { name: /ID number/ })).toHaveValue(
      ID_NUMBER,
    );
  });

  it('shows any other refusal above the form', async () => {
    productGateway({
      apply: () =>
        envelopeResponse({ ok: false, status: 409, msg: 'Your company already has this product.' }),
    });
    const user = userEvent.setup();
    renderInSession(ProductCentrePage);
    const dialog = await openApplication(user);
    await fillInvoices(user, dialog);
    await user.click(within(dialog).getByRole('checkbox', { name: /I declare/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await confirmTip(user, 'Submit the application');

    const alerts = await within(dialog).findAllByText('Your company already has this product.');
    expect(alerts[0]?.closest('[role="alert"]')).not.toBeNull();
    expect(await within(dialog).findByRole('checkbox', { name: /I declare/ })).toBeChecked();
  });

  it('asks before Escape discards an uploaded document; untouched, it just closes', async () => {
    productGateway();
    const user = userEvent.setup();
    renderInSession(ProductCentrePage);
    await openApplication(user);
    await user.keyboard('{Escape}');
    await waitFor(() => {
      expect(screen.queryByRole('dialog', { name: 'Apply for Invoices' })).toBeNull();
    });
    expect(screen.queryByRole('dialog', { name: 'Tip' })).toBeNull();

    const dialog = await openApplication(user);
    await user.upload(
      await within(dialog).findByLabelText('Business licence *', { selector: 'input' }),
      pdf(),
    );
    expect(await within(dialog).findByText('licence.pdf')).toBeVisible();
    await user.keyboard('{Escape}');
    const tip = await screen.findByRole('dialog', { name: 'Tip' });
    expect(tip).toHaveTextContent('Close and discard what you have entered?');
    await user.click(within(tip).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog', { name: 'Tip' })).toBeNull();
    });
    expect(within(dialog).getByText('licence.pdf')).toBeVisible();
  });
});
