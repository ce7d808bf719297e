import type { ReactNode } from 'react';
import styled from 'styled-components';

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.md};
  text-align: center;
  color: ${({ theme }) => theme.colors.mutedText};

  p {
    margin: 0;
  }
`;

export interface EmptyStateProps {
  /** The spec's empty text, e.g. 'No appointments found.' */
  message: ReactNode;
  /** An optional next step (a button or a link). */
  action?: ReactNode;
  className?: string;
}

export function EmptyState({ message, action, className }: EmptyStateProps) {
  return (
    <Box className={className}>
      <p>{message}</p>
      {action}
    </Box>
  );
}
