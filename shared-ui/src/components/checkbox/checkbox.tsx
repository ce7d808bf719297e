import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled from 'styled-components';

const Label = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 44px;
  cursor: pointer;

  input {
    width: 20px;
    height: 20px;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

export interface CheckboxProps extends Omit<ComponentPropsWithRef<'input'>, 'type'> {
  label: ReactNode;
}

/** A checkbox with its label (e.g. 'Show Password'). */
export function Checkbox({ label, className, ...rest }: CheckboxProps) {
  return (
    <Label className={className}>
      <input type="checkbox" {...rest} />
      <span>{label}</span>
    </Label>
  );
}
