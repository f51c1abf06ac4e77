import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { DocumentViewer } from '@console/components/document-viewer';
import { renderWithProviders } from '@console/testing/render';

function stubObjectUrls() {
  const createObjectURL = vi.fn((blob: Blob) => `blob:${blob.type}`);
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
  return createObjectURL;
}

describe('the document viewer', () => {
  it('shows a PDF in a frame, typed as a PDF even when the bytes came untyped', () => {
    const created = stubObjectUrls();
    renderWithProviders(
      <DocumentViewer
        title="Letter of authorisation"
        fileName="letter.pdf"
        contentType="application/pdf"
        blob={new Blob(['%PDF-1.4'])}
        loading={false}
        onClose={vi.fn()}
      />,
    );

    expect(screen.getByTitle('Letter of authorisation')).toHaveAttribute(
      'src',
      'blob:application/pdf',
    );
    expect(created).toHaveBeenCalledOnce();
  });

  it('offers a file it cannot show for download, and says why one could not be had', async () => {
    stubObjectUrls();
    const onClose = vi.fn();
    const { rerender } = renderWithProviders(
      <DocumentViewer
        title="Other documents"
        fileName="table.xlsx"
        contentType={null}
        blob={new Blob(['x'], { type: 'application/vnd.ms-excel' })}
        loading={false}
        onClose={onClose}
      />,
    );
    expect(screen.getByText(/cannot be shown here/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Download' })).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledOnce();

    rerender(
      <DocumentViewer
        title="Other documents"
        fileName="table.xlsx"
        contentType={null}
        blob={undefined}
        loading={false}
        error="The file does not exist"
        onClose={onClose}
      />,
    );
    expect(screen.getByText('The file does not exist')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Download' })).toBeDisabled();
  });
});
