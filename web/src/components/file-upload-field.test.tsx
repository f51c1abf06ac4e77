import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';

import { FileUploadField } from '@/components/file-upload-field';
import type { StoredFile } from '@/lib/files';
import { envelopeResponse, mockFetch, requestsTo } from '@/testing/fetch-mock';
import { renderWithProviders } from '@/testing/render';

const STORE_PATH = '/api/web/portal/api/third/file/store';
const STORED: StoredFile = {
  fileToken: 'tok-1',
  fileName: 'licence.png',
  contentType: 'image/png',
  size: 4,
};

function Field() {
  const [file, setFile] = useState<StoredFile>();
  return (
    <>
      <FileUploadField label="营业执照" kind="image-or-pdf" value={file} onChange={setFile} />
      <output aria-label="token">{file?.fileToken ?? ''}</output>
    </>
  );
}

function png(name = 'licence.png', size = 4): File {
  return new File([new Uint8Array(size)], name, { type: 'image/png' });
}

describe('FileUploadField', () => {
  it('uploads the chosen file at once and keeps the token the server gave', async () => {
    const fetchMock = mockFetch(envelopeResponse({ ok: true, body: STORED }));
    renderWithProviders(<Field />);

    await userEvent.upload(screen.getByLabelText('营业执照', { selector: 'input' }), png());

    await waitFor(() => {
      expect(screen.getByLabelText('token')).toHaveTextContent('tok-1');
    });
    expect(requestsTo(fetchMock, STORE_PATH)).toHaveLength(1);
    expect(screen.getByRole('img', { name: 'Preview of licence.png' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove' })).toBeInTheDocument();
  });

  it('refuses a file over 10 MB without sending it', async () => {
    const fetchMock = mockFetch();
    renderWithProviders(<Field />);

    const big = png('big.png', 10 * 1024 * 1024 + 1);
    await userEvent.upload(screen.getByLabelText('营业执照', { selector: 'input' }), big);

    expect(await screen.findByText('The file must not exceed 10 MB')).toBeInTheDocument();
    expect(requestsTo(fetchMock, STORE_PATH)).toHaveLength(0);
  });

  it("shows the server's message when it refuses the upload", async () => {
    mockFetch(envelopeResponse({ ok: false, status: 400, msg: '文件内容不是图片或 PDF' }));
    renderWithProviders(<Field />);

    await userEvent.upload(screen.getByLabelText('营业执照', { selector: 'input' }), png());

    expect(await screen.findByText('文件内容不是图片或 PDF')).toBeInTheDocument();
    expect(screen.getByLabelText('token')).toHaveTextContent('');
  });
});
