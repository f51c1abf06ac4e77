import { describe, expect, it } from 'vitest';

import { apiUpload } from '@/lib/api-client';
import { encodeMultipart } from '@/lib/multipart';
import { envelopeResponse, mockFetch, requestOf } from '@/testing/fetch-mock';
import { openRequest } from '@/testing/protected-request';

async function text(blob: Blob): Promise<string> {
  return new TextDecoder().decode(await blob.arrayBuffer());
}

describe('encodeMultipart', () => {
  it('writes text fields and files as browsers do, the boundary in the content type', async () => {
    const file = new File(['PNG…'], 'head "1".png', { type: 'image/png' });

    const { body, contentType } = encodeMultipart({ fileName: '头像', file });

    const boundary = /^multipart\/form-data; boundary=(-{4}PortalFormBoundary[A-Za-z0-9]{24})$/
      .exec(contentType)
      ?.at(1);
    expect(boundary).toBeDefined();
    expect(await text(body)).toBe(
      `--${boundary}\r\nContent-Disposition: form-data; name="fileName"\r\n\r\n头像\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; ` +
        `filename="head %221%22.png"\r\nContent-Type: image/png\r\n\r\nPNG…\r\n` +
        `--${boundary}--\r\n`,
    );
  });

  it('draws a new boundary each time', () => {
    expect(encodeMultipart({}).contentType).not.toBe(encodeMultipart({}).contentType);
  });
});

describe('apiUpload', () => {
  it('sends the multipart bytes unencrypted, signed over their SHA-256', async () => {
    const fetchMock = mockFetch(envelopeResponse({ ok: true, body: { fileToken: 't-1' } }));
    const file = new File([new Uint8Array([0, 1, 2, 255])], 'a.bin');

    await expect(apiUpload('third/file/store', { fields: { file } })).resolves.toEqual({
      fileToken: 't-1',
    });

    const request = requestOf(fetchMock);
    expect(request.url).toBe('/api/web/portal/api/third/file/store');
    expect(request.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
    const body = request.init.body;
    if (!(body instanceof Blob)) throw new Error('the upload body is not a Blob');
    expect(await text(body)).toContain(
      'filename="a.bin"\r\nContent-Type: application/octet-stream',
    );
    const bytes = new Uint8Array(await body.arrayBuffer());
    expect(await openRequest(request, bytes)).toMatchObject({ signValid: true });
    const tampered = bytes.map((byte, index) => (index === 0 ? byte ^ 1 : byte));
    expect(await openRequest(request, tampered)).toMatchObject({ signValid: false });
  });
});
