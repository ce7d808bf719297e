import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../button/button';

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  border-left: 4px solid ${({ theme }) => theme.colors.danger};
  background: ${({ theme }) => theme.colors.surface};

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.danger};
    font-weight: 500;
  }
`;

export interface ErrorStateProps {
  /** The text to show, e.g. 'Error: Failed to fetch appointments'. */
  message: ReactNode;
  onRetry?: () => void;
  retryLabel?: string;
  className?: string;
}

export function ErrorState({ message, onRetry, retryLabel = 'Retry', className }: ErrorStateProps) {
  return (
    <Box className={className}>
      <p role="alert">{message}</p>
      {onRetry ? (
        <Button variant="secondary" onClick={onRetry}>
          {retryLabel}
        </Button>
      ) : null}
    </Box>
  );
}
