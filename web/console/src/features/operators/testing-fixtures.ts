import type { OperatorDetail } from '@console/features/operators/api/get-operator';
import type { OperatorRow } from '@console/features/operators/api/list-operators';

export const ROW: OperatorRow = {
  operatorCode: 'OP100',
  username: 'li.na',
  name: '李娜',
  roles: ['reviewer'],
  status: 'active',
  mfaEnrolled: true,
  passwordTemporary: false,
  lastSignInAt: '2026-03-01T02:00:00Z',
  createdAt: '2026-02-01T02:00:00Z',
  createdBy: 'OPDEMO4',
};

export const DETAIL: OperatorDetail = {
  ...ROW,
  recentSignIns: [
    {
      id: 7,
      operatorCode: 'OP100',
      username: 'li.na',
      at: '2026-03-01T02:00:00Z',
      ip: '10.0.0.8',
      userAgent: 'Firefox',
      method: 'totp',
      result: 'passed',
    },
  ],
  sessions: [
    {
      sessionIdHint: 'ab12…',
      via: 'console',
      startedAt: '2026-03-01T02:00:00Z',
      lastActiveAt: '2026-03-01T02:10:00Z',
      endsAt: '2026-03-01T14:00:00Z',
      locked: false,
    },
  ],
  apiTokens: 1,
  recoveryCodesLeft: 10,
};
