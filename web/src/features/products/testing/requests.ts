import { configure } from '@testing-library/react';

import type { mockGateway } from '@/testing/fetch-mock';
import { requestsTo, type RecordedRequest } from '@/testing/fetch-mock';
import { openRequest } from '@/testing/protected-request';

// Every request is encrypted and signed on the way out: the pages wait for real WebCrypto work,
// slow on a loaded machine, so the queries wait longer than Testing Library's default second.
configure({ asyncUtilTimeout: 5000 });

/** The JSON body of a protected request, as the gateway reads it. */
export async function bodyOf(request: RecordedRequest): Promise<Record<string, unknown>> {
  return JSON.parse((await openRequest(request)).json ?? '{}') as Record<string, unknown>;
}

/** The body of the `index`-th request to `path`. */
export async function bodyAt(
  gateway: ReturnType<typeof mockGateway>,
  path: string,
  index: number,
): Promise<Record<string, unknown>> {
  const request = requestsTo(gateway, path)[index];
  if (request === undefined) throw new Error(`no request ${index + 1} to ${path}`);
  return bodyOf(request);
}
