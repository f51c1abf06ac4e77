import { createBrowserRouter } from 'react-router';

import { AppLoading } from '@console/app/app-loading';
import { RootLayout } from '@console/app/layouts/root-layout';
import { RouteError } from '@console/app/route-error';
import { buildRoutes } from '@console/app/routes/build-routes';
import { routeTree } from '@console/app/routes/route-tree';

export const router = createBrowserRouter(
  buildRoutes(routeTree, {
    Component: RootLayout,
    ErrorBoundary: RouteError,
    HydrateFallback: AppLoading,
  }),
);
