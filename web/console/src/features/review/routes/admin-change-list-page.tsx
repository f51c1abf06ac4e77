import { CaseListPage } from '@console/features/review/routes/case-list-page';

/** Changes of administrator to review and decide. */
export default function AdminChangeListPage() {
  return <CaseListPage queue="admin-change" />;
}
