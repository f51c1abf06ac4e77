import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';

import {
  ACCOUNT_CAPTCHA,
  captchaQueryOptions,
  prefetchCaptcha,
  SIGN_IN_CAPTCHA,
} from '@/lib/captcha';
import { envelopeResponse, mockGateway, requestsTo } from '@/testing/fetch-mock';

const SIGN_IN_PATH = '/api/web/portal/api/login/user/verify/code';

/** A gateway drawing numbered captchas: the n-th draw's image is `data:n`. */
function drawingGateway() {
  let drawn = 0;
  return mockGateway(() => {
    drawn += 1;
    return envelopeResponse({ ok: true, body: { image: `data:${drawn}`, expiresInSec: 120 } });
  });
}

/**
 * Until the captcha drawn ahead has been asked for: the draws are numbered in the order they
 * reach the gateway, and the early one's request must not race the form's own.
 */
async function drawn(fetchMock: ReturnType<typeof drawingGateway>, path: string) {
  await vi.waitFor(() => {
    expect(requestsTo(fetchMock, path)).toHaveLength(1);
  });
}

/** What a form's first look at its captcha shows. */
function firstView(call = SIGN_IN_CAPTCHA) {
  return new QueryClient().query(captchaQueryOptions(call));
}

afterEach(() => {
  vi.useRealTimers();
});

describe('a captcha drawn ahead of its form', () => {
  it("is the form's first captcha: one draw, not two", async () => {
    const fetchMock = drawingGateway();

    prefetchCaptcha();
    prefetchCaptcha(); // the route's loader may run again; still one draw
    const shown = await firstView();

    expect(shown.image).toBe('data:1');
    expect(requestsTo(fetchMock, SIGN_IN_PATH)).toHaveLength(1);
  });

  it('is taken once: a refresh draws a new one', async () => {
    const fetchMock = drawingGateway();

    prefetchCaptcha();
    await firstView();
    const refreshed = await firstView();

    expect(refreshed.image).toBe('data:2');
    expect(requestsTo(fetchMock, SIGN_IN_PATH)).toHaveLength(2);
  });

  it('is not shown once it is 30 s old (the user would not have time for it)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const fetchMock = drawingGateway();

    prefetchCaptcha();
    await drawn(fetchMock, SIGN_IN_PATH);
    vi.setSystemTime(Date.now() + 30_001);
    const shown = await firstView();

    expect(shown.image).toBe('data:2');
  });

  it("is not another captcha's: the account's captcha draws its own", async () => {
    const fetchMock = drawingGateway();

    prefetchCaptcha(SIGN_IN_CAPTCHA);
    await drawn(fetchMock, SIGN_IN_PATH);
    const shown = await firstView(ACCOUNT_CAPTCHA);

    expect(shown.image).toBe('data:2');
    expect(
      requestsTo(fetchMock, '/api/web/portal/api/company/custAccount/verify/code'),
    ).toHaveLength(1);
  });
});
