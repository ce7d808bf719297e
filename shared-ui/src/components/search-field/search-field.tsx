import { useEffect, useEffectEvent, useState } from 'react';
import styled from 'styled-components';
import { FormField } from '../form-field/form-field';
import { TextInput } from '../text-input/text-input';
import { SEARCH_DELAY_MS, useDebouncedValue } from '../../hooks/use-debounced-value';

const Landmark = styled.div`
  max-width: 420px;
`;

export interface SearchFieldProps {
  label: string;
  /** The search in force (or, with `onChange` alone, the text as typed). */
  value: string;
  /** Every keystroke, for a screen that keeps the text itself and waits on its own. */
  onChange?: (text: string) => void;
  /** Called once typing pauses (and at once on Enter) with text that differs from `value`. */
  onSearch?: (text: string) => void;
  placeholder?: string;
  hint?: string;
  disabled?: boolean;
  /** Pause before `onSearch`, in ms. */
  delay?: number;
  /** Wraps the field in a search landmark of its own (a list with no filter form around it). */
  landmark?: boolean;
  className?: string;
}

/**
 * The one search box of every list: a labelled `type="search"` input. Enter never submits the
 * form around it (a booking, a filter bar); with `onSearch` it searches at once instead.
 */
export function SearchField({
  label,
  value,
  onChange,
  onSearch,
  placeholder,
  hint,
  disabled,
  delay = SEARCH_DELAY_MS,
  landmark = false,
  className,
}: SearchFieldProps) {
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  // A change from outside (Clear filters, Back) replaces what is typed.
  if (value !== shown) {
    setShown(value);
    setText(value);
  }

  const settled = useDebouncedValue(text, delay);
  const search = useEffectEvent((next: string) => {
    if (onSearch && next !== value) onSearch(next);
  });
  useEffect(() => search(settled), [settled]);

  const field = (
    <FormField label={label} hint={hint} className={landmark ? undefined : className}>
      <TextInput
        type="search"
        value={text}
        placeholder={placeholder}
        disabled={disabled}
        onChange={(event) => {
          setText(event.target.value);
          onChange?.(event.target.value);
        }}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          event.preventDefault();
          if (onSearch && text !== value) onSearch(text);
        }}
      />
    </FormField>
  );
  if (!landmark) return field;
  return (
    <Landmark role="search" className={className}>
      {field}
    </Landmark>
  );
}
