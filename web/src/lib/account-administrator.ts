import type { PortalSession } from '@/lib/portal-session';

// docs/decisions.md "Personnel" and "Company information...": the root manager and holders of
// E101 in the account centre (unprefixed or CRM-E101) administer the company there: its people,
// the change of administrator, invitations. An EC-E101 runs the enterprise product's business.
const ACCOUNT_CENTRE_ADMIN_ROLES = ['E101', 'CRM-E101'];

/** Whether the session's employee administers the company in the account centre. */
export function isAccountAdministrator(session: PortalSession): boolean {
  return (
    session.company.rootManager === 1 ||
    session.company.employeeRole.some((code) => ACCOUNT_CENTRE_ADMIN_ROLES.includes(code))
  );
}
