import { createBrowserRouter } from 'react-router';

import { AppLoading } from '@/app/app-loading';
import { RootLayout } from '@/app/layouts/root-layout';
import { RouteError } from '@/app/route-error';
import { buildRoutes } from '@/app/routes/build-routes';
import { routeTree } from '@/app/routes/route-tree';
import { createQueryClient } from '@/lib/query-client';

/** One client for the pages and the routes' prefetches, which fill it as a route is entered. */
export const queryClient = createQueryClient();

export const router = createBrowserRouter(
  buildRoutes(routeTree, queryClient, {
    Component: RootLayout,
    ErrorBoundary: RouteError,
    HydrateFallback: AppLoading,
  }),
);
