import { useState } from 'react';
import { useField, useFormikContext } from 'formik';
import { Combobox, type ComboboxOption, type ComboboxProps } from './combobox';

/**
 * The option of `value`: from the listed options, the option given for it, or the one last seen
 * for it (a later search may list other people; the chosen one must stay shown).
 */
export function useSelectedOption(
  value: string,
  options: readonly ComboboxOption[],
  valueOption?: ComboboxOption | null,
  chosen?: ComboboxOption | null,
): ComboboxOption | null {
  const [seen, setSeen] = useState<ComboboxOption | null>(null);
  const found = !value
    ? undefined
    : ((chosen?.value === value ? chosen : undefined) ??
      options.find((option) => option.value === value) ??
      (valueOption?.value === value ? valueOption : undefined) ??
      (seen?.value === value ? seen : undefined));
  // Remembered during render (React's pattern for information from earlier renders).
  if (found && (found.value !== seen?.value || found.label !== seen.label)) setSeen(found);
  return found ?? null;
}

export interface ComboboxFieldProps extends Omit<
  ComboboxProps,
  'selected' | 'onSelect' | 'error' | 'onBlur' | 'name'
> {
  /** The formik field holding the chosen option's value (an id). */
  name: string;
  /** The option of the current value when the search results do not hold it (a preselected one). */
  valueOption?: ComboboxOption | null;
}

/** A Combobox bound to formik: the value is the chosen option's value, its message in red under it. */
export function ComboboxField({
  name,
  valueOption,
  options,
  disabled,
  ...rest
}: ComboboxFieldProps) {
  const [field, meta, helpers] = useField<string>(name);
  const { isSubmitting } = useFormikContext();
  const selected = useSelectedOption(field.value ?? '', options, valueOption);

  return (
    <Combobox
      {...rest}
      name={name}
      options={options}
      selected={selected}
      onSelect={(option) => void helpers.setValue(option?.value ?? '')}
      onBlur={() => void helpers.setTouched(true)}
      error={meta.touched && typeof meta.error === 'string' ? meta.error : undefined}
      disabled={disabled || isSubmitting}
    />
  );
}
