import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { beginLoading } from '@/lib/loading';
import { renderWithProviders } from '@/testing/render';

describe('LoadingOverlay', () => {
  it('covers the page while any marked call runs and closes after the last one', async () => {
    renderWithProviders(null);
    const overlay = screen.getByTestId('loading-overlay');
    expect(overlay).not.toBeVisible();

    let endFirst: () => void = () => undefined;
    let endSecond: () => void = () => undefined;
    act(() => {
      endFirst = beginLoading();
      endSecond = beginLoading();
    });
    expect(overlay).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Loading in progress');

    act(() => {
      endFirst();
    });
    expect(overlay).toBeVisible();

    act(() => {
      endSecond();
    });
    await waitFor(() => {
      expect(overlay).not.toBeVisible();
    });
  });
});
