import { CaseListPage } from '@console/features/review/routes/case-list-page';

/** Product permit applications to review and decide. */
export default function PermitListPage() {
  return <CaseListPage queue="permit" />;
}
