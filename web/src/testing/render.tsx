import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ComponentType, ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';

import { AppProviders } from '@/app/providers';

/** Renders a page with the app's providers, a fresh query client and an in-memory router. */
export function renderPage(Page: ComponentType, { path = '/' }: { path?: string } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '*', Component: Page }], { initialEntries: [path] });
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, queryClient };
}

/** Renders `ui` inside the app's providers (which mount the shared messages, dialog, overlay). */
export function renderWithProviders(ui: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<AppProviders queryClient={queryClient}>{ui}</AppProviders>);
}
