import type { ComponentPropsWithRef } from 'react';
import styled, { css } from 'styled-components';

export const controlStyles = css`
  display: block;
  width: 100%;
  min-height: 44px;
  padding: ${({ theme }) => theme.space.sm} 12px;
  border: 1px solid ${({ theme }) => theme.colors.controlBorder};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};

  &::placeholder {
    color: ${({ theme }) => theme.colors.mutedText};
    opacity: 1;
  }
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
    border-width: 2px;
  }
  &:disabled,
  &[readonly] {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  &:disabled {
    cursor: not-allowed;
  }
`;

const Input = styled.input`
  ${controlStyles}
`;

export type TextInputType =
  'text' | 'email' | 'password' | 'number' | 'date' | 'tel' | 'search' | 'url' | 'time';

export interface TextInputProps extends Omit<ComponentPropsWithRef<'input'>, 'type'> {
  type?: TextInputType;
}

/** A single-line input. Wrap it in FormField for its label and error. */
export function TextInput({ type = 'text', ...rest }: TextInputProps) {
  return <Input type={type} {...rest} />;
}
