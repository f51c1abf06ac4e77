import { CaseListPage } from '@console/features/review/routes/case-list-page';

/** Registrations to review and decide. */
export default function RegistrationListPage() {
  return <CaseListPage queue="registration" />;
}
