import { apiRequest } from '@/lib/api-client';
import { getBrowserId } from '@/lib/browser-id';

/** Spends a solved image captcha on the right to ask for one SMS code (single use, 2 min). */
export async function getSmsToken(captchaAnswer: string): Promise<string> {
  const browserId = getBrowserId();
  const body = await apiRequest<{ smsToken: string }>(
    `/login/sms/token/${encodeURIComponent(browserId)}`,
    { body: { code: captchaAnswer }, handleErrors: false },
  );
  return body.smsToken;
}
