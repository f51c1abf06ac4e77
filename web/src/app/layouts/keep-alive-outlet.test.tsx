import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';

import { KeepAliveOutlet } from '@/app/layouts/keep-alive-outlet';
import type { RouteHandle } from '@/app/routes/route-meta';
import { createStore, type Store, useStore } from '@/lib/store';

function Counter({ name }: { name: string }) {
  const [count, setCount] = useState(0);
  return (
    <button
      type="button"
      onClick={() => {
        setCount(count + 1);
      }}
    >
      {name} {count}
    </button>
  );
}

function renderWith(owner: Store<string>) {
  function Layout() {
    return <KeepAliveOutlet owner={useStore(owner)} />;
  }
  const handle = (keepAlive: boolean): RouteHandle => ({ meta: { keepAlive } });
  const router = createMemoryRouter(
    [
      {
        path: '/',
        Component: Layout,
        children: [
          { path: 'billList', handle: handle(true), element: <Counter name="bills" /> },
          { path: 'detail', handle: handle(false), element: <Counter name="detail" /> },
        ],
      },
    ],
    { initialEntries: ['/billList'] },
  );
  const view = render(<RouterProvider router={router} />);
  return { router, view };
}

describe('KeepAliveOutlet', () => {
  it('keeps a cached list view as it was when the user comes back; other pages start afresh', async () => {
    const { router } = renderWith(createStore('me'));

    await userEvent.click(screen.getByRole('button', { name: 'bills 0' }));
    await userEvent.click(screen.getByRole('button', { name: 'bills 1' }));
    await act(() => router.navigate('/detail'));
    expect(screen.queryByRole('button', { name: /bills/ })).toBeNull(); // hidden
    await userEvent.click(screen.getByRole('button', { name: 'detail 0' }));
    await act(() => router.navigate('/billList'));

    expect(screen.getByRole('button', { name: 'bills 2' })).toBeVisible();
    await act(() => router.navigate('/detail'));
    expect(screen.getByRole('button', { name: 'detail 0' })).toBeVisible();
  });

  it('drops the kept views when the identity changes', async () => {
    const owner = createStore('company A');
    const { router } = renderWith(owner);

    await userEvent.click(screen.getByRole('button', { name: 'bills 0' }));
    await act(() => router.navigate('/detail'));
    act(() => {
      owner.set('company B');
    });
    await act(() => router.navigate('/billList'));

    expect(screen.getByRole('button', { name: 'bills 0' })).toBeVisible();
  });
});
