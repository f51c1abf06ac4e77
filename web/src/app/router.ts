import { createBrowserRouter } from 'react-router';

import { AppLoading } from '@/app/app-loading';
import { RootLayout } from '@/app/layouts/root-layout';
import { RouteError } from '@/app/route-error';
import { buildRoutes } from '@/app/routes/build-routes';
import { routeTree } from '@/app/routes/route-tree';

export const router = createBrowserRouter(
  buildRoutes(routeTree, {
    Component: RootLayout,
    ErrorBoundary: RouteError,
    HydrateFallback: AppLoading,
  }),
);
