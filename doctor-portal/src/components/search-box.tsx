import styled from 'styled-components';
import { FormField, TextInput } from '@careconnect/shared-ui';

const Box = styled.div`
  max-width: 420px;
`;

/** The search field above a list (the list updates as one types). */
export function SearchBox({
  label,
  value,
  onChange,
  placeholder,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
}) {
  return (
    <Box role="search">
      <FormField label={label}>
        <TextInput
          type="search"
          value={value}
          placeholder={placeholder}
          onChange={(event) => onChange(event.target.value)}
        />
      </FormField>
    </Box>
  );
}
