import type { PortalSession } from '@/lib/portal-session';

// docs/decisions.md "Personnel": the root manager and holders of E101 in the account centre
// (unprefixed or CRM-E101) change the company's people; an EC-E101 does not.
const PEOPLE_ADMIN_ROLES = ['E101', 'CRM-E101'];

/** Whether the session's employee may add, re-role, disable and remove colleagues. */
export function canManagePeople(session: PortalSession): boolean {
  return (
    session.company.rootManager === 1 ||
    session.company.employeeRole.some((code) => PEOPLE_ADMIN_ROLES.includes(code))
  );
}
