import { Navigate } from 'react-router';

import { buildMenu, startPath } from '@console/app/routes/menu';
import { shellRoute } from '@console/app/routes/route-tree';
import { useOperator } from '@console/lib/operator';

/** `/`: the first screen the operator's roles open. */
export default function StartPage() {
  const operator = useOperator();
  return <Navigate to={startPath(buildMenu(shellRoute, operator))} replace />;
}
