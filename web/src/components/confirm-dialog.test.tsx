import Button from '@mui/material/Button';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { ApiError } from '@/lib/api-error';
import {
  type ConfirmAndRunOptions,
  type RunOutcome,
  useConfirmAndRun,
} from '@/lib/confirm-and-run';
import { renderWithProviders } from '@/testing/render';

/** A screen with one update action, as later features will have them. */
function UpdateButton({
  action,
  options,
  onOutcome,
}: {
  action: () => Promise<unknown>;
  options?: ConfirmAndRunOptions;
  onOutcome?: (outcome: RunOutcome<unknown>) => void;
}) {
  const { confirmAndRun, running } = useConfirmAndRun();
  return (
    <Button
      disabled={running}
      onClick={() => {
        void confirmAndRun(action, options).then(onOutcome);
      }}
    >
      Disable employee
    </Button>
  );
}

function setup(props: Parameters<typeof UpdateButton>[0]) {
  const user = userEvent.setup();
  renderWithProviders(<UpdateButton {...props} />);
  return { user, open: () => user.click(screen.getByRole('button', { name: 'Disable employee' })) };
}

describe('confirmAndRun with the ConfirmDialog', () => {
  it("asks 'Tip / Continue?' by default and on OK runs the action and says it worked", async () => {
    const action = vi.fn(() => Promise.resolve('done'));
    const onOutcome = vi.fn();
    const { user, open } = setup({ action, onOutcome });

    await open();
    const dialog = screen.getByRole('dialog', { name: 'Tip' });
    expect(dialog).toHaveTextContent('Continue?');
    expect(action).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('button', { name: 'OK' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Operation successful');
    expect(action).toHaveBeenCalledOnce();
    expect(onOutcome).toHaveBeenCalledWith({ status: 'done', result: 'done' });
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  });

  it('shows the given question and success text', async () => {
    const { user, open } = setup({
      action: () => Promise.resolve(),
      options: { text: 'Disable Li Lei?', successMessage: 'Operation successful, please continue' },
    });

    await open();
    expect(screen.getByRole('dialog')).toHaveTextContent('Disable Li Lei?');
    await user.click(screen.getByRole('button', { name: 'OK' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Operation successful, please continue',
    );
  });

  it.each([
    [
      'the Cancel button',
      (user: ReturnType<typeof userEvent.setup>) =>
        user.click(screen.getByRole('button', { name: 'Cancel' })),
    ],
    ['Escape', (user: ReturnType<typeof userEvent.setup>) => user.keyboard('{Escape}')],
  ])('does nothing when cancelled with %s', async (_how, cancel) => {
    const action = vi.fn(() => Promise.resolve());
    const onOutcome = vi.fn();
    const { user, open } = setup({ action, onOutcome });

    await open();
    await cancel(user);

    await waitFor(() => {
      expect(onOutcome).toHaveBeenCalledWith({ status: 'cancelled' });
    });
    expect(action).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows the server's msg when the action fails, 'Operation failed' without one", async () => {
    const refusal = new ApiError({
      kind: 'envelope',
      status: 409,
      msg: 'The administrator cannot be disabled',
    });
    const { user, open } = setup({ action: () => Promise.reject(refusal) });

    await open();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The administrator cannot be disabled',
    );
  });

  it("says 'Operation failed' for a failure without a msg", async () => {
    const { user, open } = setup({ action: () => Promise.reject(new Error('bug')) });

    await open();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Operation failed');
  });

  it('stays quiet about a failure the API client has already handled', async () => {
    const onOutcome = vi.fn();
    const handled = new ApiError({ kind: 'envelope', status: 423, msg: 'Locked', handled: true });
    const { user, open } = setup({ action: () => Promise.reject(handled), onOutcome });

    await open();
    await user.click(screen.getByRole('button', { name: 'OK' }));

    await waitFor(() => {
      expect(onOutcome).toHaveBeenCalledWith({ status: 'failed', error: handled });
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('leaves a failure to the form that shows it itself', async () => {
    const onOutcome = vi.fn();
    const refusal = new ApiError({ kind: 'envelope', status: 400, msg: 'Wrong ID number' });
    const { user, open } = setup({
      action: () => Promise.reject(refusal),
      options: { failureShownInForm: true },
      onOutcome,
    });

    await open();
    await user.click(screen.getByRole('button', { name: 'OK' }));

    await waitFor(() => {
      expect(onOutcome).toHaveBeenCalledWith({ status: 'failed', error: refusal });
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('reports running while the action runs', async () => {
    let finish: () => void = () => undefined;
    const action = () =>
      new Promise<void>((resolve) => {
        finish = resolve;
      });
    const { user, open } = setup({ action });

    await open();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => {
      expect(screen.getByRole('button', { name: 'Disable employee' })).toBeDisabled();
    });

    finish();
    await waitFor(() => {
      expect(screen.getByRole('button', { name: 'Disable employee' })).toBeEnabled();
    });
  });
});
