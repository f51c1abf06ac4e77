import { saveTokens } from '@/lib/auth-token';
import { envelopeResponse, mockGateway, type RecordedRequest } from '@/testing/fetch-mock';
import { openRequest } from '@/testing/protected-request';
import { fakeAccessToken } from '@/testing/session-fixtures';

// A gateway for the wizard's page tests: reference data and captchas always answer, the calls
// under test answer the envelopes queued for them, in order.

export const API = '/api/web/portal/api/';
export const SMS_TOKEN = '/api/login/sms/token/';
type Envelope = Parameters<typeof envelopeResponse>[0];

const IMAGE = 'data:image/png;base64,iVBORw0KGgo=';
const ROLES = [
  ['C101', 'Core enterprise'],
  ['C102', 'Supplier'],
  ['C103', 'Investment institution'],
  ['C104', 'Funder'],
  ['C105', 'Credit enhancement institution'],
  ['C106', 'Member unit'],
].map(([code, label]) => ({ code, label }));

const STANDING: Record<string, Envelope> = {
  [`${API}login/user/verify/code`]: { ok: true, body: { image: IMAGE, expiresInSec: 120 } },
  [`${API}reg/user/listDict`]: { ok: true, body: ROLES },
  [`${API}province/list`]: {
    ok: true,
    body: [
      { code: '310000', name: 'Shanghai', pid: null, level: 1 },
      { code: '440000', name: 'Guangdong', pid: null, level: 1 },
    ],
  },
};

const AREAS: Record<string, { code: string; name: string }[]> = {
  '310000': [{ code: '310115', name: 'Pudong' }],
  '440000': [{ code: '440300', name: 'Shenzhen' }],
};

export function registerGateway(answers: Record<string, (Envelope | Response)[]>) {
  return mockGateway((path, request) => {
    const standing = STANDING[path];
    if (standing) return envelopeResponse(standing);
    if (path === `${API}area/list`) {
      const pid = new URL(request.url, 'http://localhost').searchParams.get('pid') ?? '';
      const body = (AREAS[pid] ?? []).map((area) => ({ ...area, pid, level: 2 }));
      return envelopeResponse({ ok: true, body });
    }
    const key = path.startsWith(SMS_TOKEN) ? SMS_TOKEN : path;
    const next = answers[key]?.shift();
    if (next === undefined) throw new Error(`unexpected call ${path}`);
    return next instanceof Response ? next : envelopeResponse(next);
  });
}

export async function bodyOf(request: RecordedRequest | undefined) {
  if (request === undefined) throw new Error('no such request');
  const { json } = await openRequest(request);
  return JSON.parse(json ?? '{}') as Record<string, unknown>;
}

export const INVITATION = {
  inviterCompName: 'Shanghai Core Group',
  compName: 'Demo Supplier Ltd',
  contactName: 'Zhao Lei',
  mobile: '139****0001',
  compRole: 'C102',
  expiresAt: '2030-01-01T00:00:00Z',
};

/** A registration as `register/current` answers it, in draft unless told otherwise. */
export function registrationOf(fields: Record<string, unknown> = {}) {
  return {
    registrationId: 42,
    status: 'draft',
    step: 'permit',
    compCode: 'C00000000042',
    name: 'Zhao Lei',
    mobile: '139****0001',
    compName: null,
    creditCode: null,
    legalName: null,
    legalIdNumber: null,
    provinceCode: null,
    areaCode: null,
    address: null,
    licenceFileToken: null,
    compRoles: [],
    invitation: null,
    realNamePassed: false,
    realName: null,
    realNameIdNumber: null,
    facePassed: false,
    reasons: {},
    createdAt: '2026-05-01T08:00:00Z',
    submittedAt: null,
    decidedAt: null,
    employeeCode: null,
    ...fields,
  };
}

/** A registrant's session: signed in, with no employee or company yet. */
export function signInRegistrant(): void {
  saveTokens({ accessToken: fakeAccessToken({ emp: '', comp: '' }), refreshToken: 'R' });
}
