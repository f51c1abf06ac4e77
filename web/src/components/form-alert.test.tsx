import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { FormAlert } from '@/components/form-alert';

describe('FormAlert', () => {
  it('shows nothing without a message', () => {
    const { container } = render(<FormAlert message={undefined} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('announces an error as an alert with its title and hint', () => {
    render(<FormAlert message="Wrong code" title="Not signed in" hint="Ask for a new code" />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Not signed in');
    expect(alert).toHaveTextContent('Wrong code');
    expect(alert).toHaveTextContent('Ask for a new code');
  });

  it('announces any other outcome politely, as a status', () => {
    render(<FormAlert severity="success" message="Code sent" />);
    expect(screen.getByRole('status')).toHaveTextContent('Code sent');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
