import styled, { keyframes } from 'styled-components';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Wrapper = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space.lg};
`;

const Ring = styled.span<{ $size: number }>`
  display: block;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border: 4px solid ${({ theme }) => theme.colors.border};
  border-top-color: ${({ theme }) => theme.colors.primary};
  border-radius: 50%;
  animation: ${spin} 0.9s linear infinite;
`;

export interface SpinnerProps {
  /** The accessible name (default 'Loading'). */
  label?: string;
  size?: number;
  className?: string;
}

/** A loading indicator announced to screen readers. */
export function Spinner({ label = 'Loading', size = 36, className }: SpinnerProps) {
  return (
    <Wrapper role="status" aria-label={label} className={className}>
      <Ring $size={size} aria-hidden="true" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </Wrapper>
  );
}
