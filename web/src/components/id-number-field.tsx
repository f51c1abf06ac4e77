import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { type IdNumberRule, normaliseIdNumber, validateIdNumber } from '@/lib/validators/id-number';

const RULES: readonly string[] = [
  'empty',
  'length',
  'format',
  'birthDate',
  'underAge',
  'checkCode',
] satisfies IdNumberRule[];

function isRule(value: string | undefined): value is IdNumberRule {
  return value !== undefined && RULES.includes(value);
}

type IdNumberFieldProps<T extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'inputRef'
> & {
  control: Control<T>;
  name: FieldPath<T>;
};

/**
 * A resident ID number (15 or 18 characters), checked exactly as the server checks it, 200 ms
 * after each change. The error held by the form is the rule's name, translated here at render
 * time, so a language switch changes the message shown.
 */
export function IdNumberField<T extends FieldValues>({
  control,
  name,
  label,
  helperText,
  ...props
}: IdNumberFieldProps<T>) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({
    control,
    name,
    rules: { validate: validateIdNumber },
  });
  const rule = fieldState.error?.message;

  return (
    <TextField
      {...props}
      name={field.name}
      inputRef={field.ref}
      value={typeof field.value === 'string' ? field.value : ''}
      onChange={(event) => {
        field.onChange(event.target.value);
      }}
      onBlur={() => {
        // Stored as the server reads it: blanks dropped, a lower-case x made X.
        if (typeof field.value === 'string') field.onChange(normaliseIdNumber(field.value));
        field.onBlur();
      }}
      label={label ?? t('sharedUi.idNumber.label')}
      error={isRule(rule)}
      helperText={isRule(rule) ? t(`sharedUi.idNumber.rules.${rule}`) : helperText}
      slotProps={{ htmlInput: { maxLength: 18, autoComplete: 'off', spellCheck: false } }}
    />
  );
}
