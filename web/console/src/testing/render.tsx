import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ComponentType, ReactNode } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';

import { AppProviders } from '@console/app/providers';

function testQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false } } });
}

interface RenderPageOptions {
  /** Where the page starts (path and query). */
  path?: string;
  /** The route pattern, for pages reading parameters (`/operators/list/:operatorCode`). */
  pattern?: string;
  /** Other routes the page may lead to. */
  routes?: RouteObject[];
}

/** A console page with the app's providers, a fresh query client and an in-memory router. */
export function renderPage(
  Page: ComponentType,
  { path = '/', pattern = '*', routes = [] }: RenderPageOptions = {},
) {
  const queryClient = testQueryClient();
  const router = createMemoryRouter([{ path: pattern, Component: Page }, ...routes], {
    initialEntries: [path],
  });
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, queryClient };
}

/** `ui` inside the console's providers (the shared messages, dialog, overlay, idle guard). */
export function renderWithProviders(ui: ReactNode) {
  return render(<AppProviders queryClient={testQueryClient()}>{ui}</AppProviders>);
}
