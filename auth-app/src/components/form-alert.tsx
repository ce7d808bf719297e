import type { ReactNode } from 'react';
import styled from 'styled-components';

const Box = styled.div`
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm} 12px;
  border: 2px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 500;

  p {
    margin: 0;
  }
`;

/** A message about the whole form (a server answer), shown in red above the submit button. */
export function FormAlert({ children }: { children?: ReactNode }) {
  if (children === undefined || children === null || children === false || children === '') {
    return null;
  }
  return <Box role="alert">{children}</Box>;
}
