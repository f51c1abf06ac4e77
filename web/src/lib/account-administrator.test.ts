import { describe, expect, it } from 'vitest';

import { isAccountAdministrator } from '@/lib/account-administrator';
import { portalSession } from '@/testing/portal-session';

describe('isAccountAdministrator', () => {
  it('is the root manager, or an account-centre E101', () => {
    expect(isAccountAdministrator(portalSession({ rootManager: 1, employeeRole: [] }))).toBe(true);
    expect(isAccountAdministrator(portalSession({ rootManager: 0, employeeRole: ['E101'] }))).toBe(
      true,
    );
    expect(
      isAccountAdministrator(portalSession({ rootManager: 0, employeeRole: ['CRM-E101'] })),
    ).toBe(true);
  });

  it('is not an EC-E101 nor any other role', () => {
    expect(
      isAccountAdministrator(portalSession({ rootManager: 0, employeeRole: ['EC-E101', 'E102'] })),
    ).toBe(false);
  });
});
