import { expect, type Page } from '@playwright/test';

import { answerTo, CAPTCHA_CALL, captchaAnswer, type OutboxItem, readOutbox } from './sign-in';

const PORTAL_API = '/api/web/portal/api/';

/** The code `action` makes the server send to `to`: newer than anything there before. */
export async function codeSentBy(
  page: Page,
  to: string,
  kind: OutboxItem['kind'],
  action: () => Promise<void>,
): Promise<string> {
  const seen = new Set((await readOutbox(page, to)).map((item) => `${item.at}|${item.code}`));
  await action();
  let code = '';
  await expect
    .poll(
      async () => {
        const item = (await readOutbox(page, to)).find(
          (entry) =>
            entry.kind === kind && entry.code !== '' && !seen.has(`${entry.at}|${entry.code}`),
        );
        code = item?.code ?? '';
        return code;
      },
      { message: `a new ${kind} code for ${to}` },
    )
    .not.toBe('');
  return code;
}

/**
 * On a public form (registration, password reset): types the image captcha shown now, clicks
 * 'get code' (which calls `sendCall`) and fills in the SMS code sent to `mobile`.
 */
export async function fillCodes(page: Page, mobile: string, sendCall: string) {
  await page.getByLabel('图形验证码').fill(await captchaAnswer(page));
  const sent = answerTo(page, `${PORTAL_API}${sendCall}`);
  const redrawn = answerTo(page, CAPTCHA_CALL);
  const code = await codeSentBy(page, mobile, 'sms', async () => {
    await page.getByRole('button', { name: '获取验证码' }).click();
    const envelope = (await (await sent).json()) as { ok: boolean; msg: string };
    expect(envelope.ok, envelope.msg).toBe(true);
  });
  await redrawn;
  await page.getByLabel('短信验证码').fill(code);
}
