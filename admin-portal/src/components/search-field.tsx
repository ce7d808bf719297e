import { useEffect, useEffectEvent, useState } from 'react';
import { FormField, TextInput } from '@careconnect/shared-ui';

export interface SearchFieldProps {
  label: string;
  value: string;
  /** Called once typing pauses (and at once on Enter). */
  onSearch: (value: string) => void;
  placeholder?: string;
  /** Pause before searching, in ms. */
  delay?: number;
}

/** A search box that asks the server only once the user pauses typing. */
export function SearchField({
  label,
  value,
  onSearch,
  placeholder,
  delay = 300,
}: SearchFieldProps) {
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  // A change from outside (Clear filters, Back) replaces what is typed.
  if (value !== shown) {
    setShown(value);
    setText(value);
  }

  const search = useEffectEvent((next: string) => {
    if (next !== value) onSearch(next);
  });
  useEffect(() => {
    const timer = setTimeout(() => search(text), delay);
    return () => clearTimeout(timer);
  }, [text, delay]);

  return (
    <FormField label={label}>
      <TextInput
        type="search"
        value={text}
        placeholder={placeholder}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            if (text !== value) onSearch(text);
          }
        }}
      />
    </FormField>
  );
}
