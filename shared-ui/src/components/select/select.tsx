import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { controlStyles } from '../text-input/text-input';

const StyledSelect = styled.select`
  ${controlStyles}
`;

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends ComponentPropsWithRef<'select'> {
  options: readonly SelectOption[];
  /** A first, empty choice such as '-- Select patient --'. */
  placeholder?: string;
}

export function Select({ options, placeholder, ...rest }: SelectProps) {
  return (
    <StyledSelect {...rest}>
      {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
      {options.map((option) => (
        <option key={option.value} value={option.value} disabled={option.disabled}>
          {option.label}
        </option>
      ))}
    </StyledSelect>
  );
}
