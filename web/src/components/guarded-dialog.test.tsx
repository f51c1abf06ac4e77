import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';

import { GuardedDialog } from '@/components/guarded-dialog';
import { renderWithProviders } from '@/testing/render';

function FormInADialog({ sending = false }: { sending?: boolean }) {
  const [open, setOpen] = useState(true);
  const { register, formState } = useForm({ defaultValues: { name: '' } });
  const close = () => {
    setOpen(false);
  };
  return (
    <>
      <p>{open ? 'open' : 'closed'}</p>
      <GuardedDialog
        open={open}
        dirty={formState.isDirty}
        onClose={sending ? undefined : close}
        aria-labelledby="form-title"
      >
        <DialogTitle id="form-title">Add someone</DialogTitle>
        <TextField {...register('name')} label="Name" />
      </GuardedDialog>
    </>
  );
}

const formDialog = () => screen.getByRole('dialog', { name: 'Add someone' });
const question = () => screen.findByRole('dialog', { name: 'Tip' });
/** A click beside the dialog: on the container around its paper. */
const backdropOf = (dialog: HTMLElement) => dialog.parentElement as HTMLElement;

describe('GuardedDialog', () => {
  it('closes an empty form at once on Escape', async () => {
    const user = userEvent.setup();
    renderWithProviders(<FormInADialog />);

    await user.keyboard('{Escape}');

    expect(screen.getByText('closed')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Tip' })).not.toBeInTheDocument();
  });

  it('asks before discarding what was entered, on Escape and on a click beside it', async () => {
    const user = userEvent.setup();
    renderWithProviders(<FormInADialog />);
    await user.type(within(formDialog()).getByLabelText('Name'), 'Ma Lan');

    await user.keyboard('{Escape}');
    const asked = await question();
    expect(asked).toHaveTextContent('Close and discard what you have entered?');
    await user.click(within(asked).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog', { name: 'Tip' })).not.toBeInTheDocument();
    });
    expect(within(formDialog()).getByLabelText('Name')).toHaveValue('Ma Lan');

    await user.click(backdropOf(formDialog()));
    await user.click(within(await question()).getByRole('button', { name: 'OK' }));
    expect(screen.getByText('closed')).toBeInTheDocument();
  });

  it('does not close while the form is being sent', async () => {
    const user = userEvent.setup();
    renderWithProviders(<FormInADialog sending />);

    await user.keyboard('{Escape}');

    expect(screen.getByText('open')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Tip' })).not.toBeInTheDocument();
  });
});
