import type { ReactNode } from 'react';
import styled from 'styled-components';

const Alert = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-left: 4px solid ${({ theme }) => theme.colors.danger};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;

export interface FormAlertProps {
  /** The failure; nothing is shown without one. */
  children?: ReactNode;
}

/**
 * A form's failure that belongs to no one field (the 409 of a taken slot, a failed save), in
 * red above its buttons, announced as it appears.
 */
export function FormAlert({ children }: FormAlertProps) {
  if (children === undefined || children === null || children === false || children === '') {
    return null;
  }
  return <Alert role="alert">{children}</Alert>;
}
