import { randomString } from '@/lib/crypto/random';

export type MultipartFields = Record<string, string | Blob>;

export interface MultipartBody {
  body: Blob;
  contentType: string;
}

// As browsers do (WHATWG multipart/form-data encoding): quotes and line breaks in names and
// file names are percent-escaped, everything else is sent as UTF-8.
function quoted(value: string): string {
  return `"${value.replace(/\r/g, '%0D').replace(/\n/g, '%0A').replace(/"/g, '%22')}"`;
}

function partHeader(name: string, value: string | Blob): string {
  let header = `Content-Disposition: form-data; name=${quoted(name)}`;
  if (typeof value !== 'string') {
    const fileName = value instanceof File ? value.name : 'blob';
    header += `; filename=${quoted(fileName)}\r\n`;
    header += `Content-Type: ${value.type || 'application/octet-stream'}`;
  }
  return `${header}\r\n\r\n`;
}

/**
 * Encodes fields as multipart/form-data ourselves instead of handing `FormData` to fetch:
 * the request is signed over the body's SHA-256, so its exact bytes must be known before it
 * is sent.
 */
export function encodeMultipart(fields: MultipartFields): MultipartBody {
  const boundary = `----PortalFormBoundary${randomString(24)}`;
  const parts: (string | Blob)[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(`--${boundary}\r\n`, partHeader(name, value), value, '\r\n');
  }
  parts.push(`--${boundary}--\r\n`);
  return { body: new Blob(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}
