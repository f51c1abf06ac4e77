import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';

const SLOW = { timeout: 10_000 };

/**
 * Answers the confirmation dialog of specification §8 ('Tip', OK and Cancel) the page opened,
 * after checking its question when `question` is given, and waits until the dialog has gone
 * (the page behind it is hidden from the accessibility tree until then).
 */
export async function answerTip(user: UserEvent, answer: 'OK' | 'Cancel', question?: string) {
  const dialog = await screen.findByRole('dialog', { name: 'Tip' }, SLOW);
  if (question !== undefined) expect(dialog).toHaveTextContent(question);
  await user.click(within(dialog).getByRole('button', { name: answer }));
  await waitFor(() => {
    expect(screen.queryByRole('dialog', { name: 'Tip' })).not.toBeInTheDocument();
  }, SLOW);
}
