import InputAdornment from '@mui/material/InputAdornment';
import MuiTextField from '@mui/material/TextField';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { TextField, type TextFieldProps } from '@/components/text-field';

// React's generated ids differ between two renders, and in development emotion names the
// root's class after the components that styled it (MuiTextField too, with no style of its own).
function markup(container: HTMLElement) {
  return container.innerHTML
    .replace(/_r_[0-9a-z]+_/g, 'ID')
    .replace(/css-[0-9a-z]+-MuiFormControl-root(-MuiTextField-root)?/g, 'ROOT');
}

const cases: Record<string, TextFieldProps> = {
  'a label and a value': { label: 'Mobile', value: '138', onChange: () => undefined },
  'an error with its message': {
    label: 'Mobile',
    error: true,
    helperText: 'Enter 11 digits',
    slotProps: { htmlInput: { maxLength: 11, inputMode: 'numeric' } },
  },
  'full width with an adornment': {
    label: 'Password',
    type: 'password',
    fullWidth: true,
    required: true,
    size: 'small',
    slotProps: { input: { endAdornment: <InputAdornment position="end">x</InputAdornment> } },
  },
};

describe('TextField', () => {
  it.each(Object.entries(cases))('renders what MUI’s TextField renders: %s', (_name, props) => {
    const mui = render(<MuiTextField {...props} />);
    const ours = render(<TextField {...props} />);

    expect(markup(ours.container)).toBe(markup(mui.container));
  });

  it('names its input by the label and describes it by the message', async () => {
    const user = userEvent.setup();
    render(<TextField label="Code" helperText="6 digits" />);

    const input = screen.getByRole('textbox', { name: 'Code' });
    expect(input).toHaveAccessibleDescription('6 digits');
    await user.type(input, '123456');
    expect(input).toHaveValue('123456');
  });
});
