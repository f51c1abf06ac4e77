import FormControl, { type FormControlProps } from '@mui/material/FormControl';
import FormHelperText, { type FormHelperTextProps } from '@mui/material/FormHelperText';
import type { InputBaseComponentProps } from '@mui/material/InputBase';
import InputLabel, { type InputLabelProps } from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import { type ReactNode, type Ref, useId } from 'react';

type InputProps = Pick<
  OutlinedInputProps,
  | 'autoComplete'
  | 'autoFocus'
  | 'defaultValue'
  | 'inputRef'
  | 'maxRows'
  | 'minRows'
  | 'multiline'
  | 'name'
  | 'onBlur'
  | 'onChange'
  | 'onFocus'
  | 'placeholder'
  | 'rows'
  | 'type'
  | 'value'
>;

export interface TextFieldProps
  extends InputProps, Omit<FormControlProps, keyof InputProps | 'ref' | 'variant' | 'children'> {
  ref?: Ref<HTMLDivElement>;
  label?: ReactNode;
  helperText?: ReactNode;
  slotProps?: {
    input?: Partial<OutlinedInputProps>;
    htmlInput?: InputBaseComponentProps;
    inputLabel?: Partial<InputLabelProps>;
    formHelperText?: Partial<FormHelperTextProps>;
  };
}

/**
 * MUI's outlined `TextField`, the same elements with the same props, without its `select`
 * branch: MUI's imports that statically, and with it the menu and popover, some 12 KB gzip of
 * the sign-in page's first load. A select is MUI's `TextField select`.
 */
export function TextField({
  autoComplete,
  autoFocus = false,
  className,
  defaultValue,
  helperText,
  id: idOverride,
  inputRef,
  label,
  maxRows,
  minRows,
  multiline = false,
  name,
  onBlur,
  onChange,
  onFocus,
  placeholder,
  rows,
  slotProps = {},
  type,
  value,
  ...root
}: TextFieldProps) {
  const generatedId = useId();
  const id = idOverride ?? generatedId;
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  const { input, htmlInput, inputLabel, formHelperText } = slotProps;

  return (
    <FormControl
      variant="outlined"
      {...root}
      className={className ? `MuiTextField-root ${className}` : 'MuiTextField-root'}
    >
      {label != null && label !== '' && (
        <InputLabel htmlFor={id} id={`${id}-label`} {...inputLabel}>
          {label}
        </InputLabel>
      )}
      <OutlinedInput
        aria-describedby={helperTextId}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        defaultValue={defaultValue}
        fullWidth={root.fullWidth}
        multiline={multiline}
        name={name}
        rows={rows}
        maxRows={maxRows}
        minRows={minRows}
        type={type}
        value={value}
        id={id}
        inputRef={inputRef}
        onBlur={onBlur}
        onChange={onChange}
        onFocus={onFocus}
        placeholder={placeholder}
        inputProps={htmlInput}
        label={label}
        notched={inputLabel?.shrink}
        {...input}
      />
      {helperText && (
        <FormHelperText id={helperTextId} {...formHelperText}>
          {helperText}
        </FormHelperText>
      )}
    </FormControl>
  );
}
