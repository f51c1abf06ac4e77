import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { RootLayout } from '@/app/layouts/root-layout';
import { renderWithProviders } from '@/testing/render';

function Start() {
  return <Link to="/later">Open the later page</Link>;
}

function Later() {
  return <h1>Later page</h1>;
}

/** A router whose '/later' route arrives only when the test says so (a lazy route's module). */
function routerWithLazyRoute() {
  let arrive: () => void = () => undefined;
  const module = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  const router = createMemoryRouter(
    [
      {
        path: '/',
        Component: RootLayout,
        children: [
          { index: true, Component: Start },
          {
            path: 'later',
            lazy: { Component: async () => (await module, Later) },
          },
        ],
      },
    ],
    { initialEntries: ['/'] },
  );
  return { router, arrive };
}

// The root layout scrolls each new page to the top, which jsdom does not implement.
beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('NavigationProgress', () => {
  it('shows while the router loads the next route, and goes once it is there', async () => {
    const { router, arrive } = routerWithLazyRoute();
    renderWithProviders(<RouterProvider router={router} />);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('link', { name: 'Open the later page' }));

    expect(await screen.findByTestId('navigation-progress')).toHaveAccessibleName('Loading…');
    expect(screen.getByRole('progressbar')).toBeVisible();
    // The page left is still shown while the next one loads.
    expect(screen.getByRole('link', { name: 'Open the later page' })).toBeInTheDocument();

    await act(async () => {
      arrive();
      await Promise.resolve();
    });

    expect(await screen.findByRole('heading', { name: 'Later page' })).toBeVisible();
    expect(screen.queryByTestId('navigation-progress')).not.toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('is not shown when nothing is loading', async () => {
    const { router } = routerWithLazyRoute();
    renderWithProviders(<RouterProvider router={router} />);

    expect(await screen.findByRole('link', { name: 'Open the later page' })).toBeVisible();
    expect(screen.queryByTestId('navigation-progress')).not.toBeInTheDocument();
  });
});
