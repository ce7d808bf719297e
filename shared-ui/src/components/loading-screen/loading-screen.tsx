import styled, { keyframes } from 'styled-components';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';

const bounce = keyframes`
  0%, 80%, 100% { transform: scale(0.4); opacity: 0.5; }
  40% { transform: scale(1); opacity: 1; }
`;

const Screen = styled.div`
  position: fixed;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 12px;
  background: ${({ theme }) => theme.colors.background};
  z-index: 30;
`;

const Dot = styled.span<{ $delay: number }>`
  width: 18px;
  height: 18px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primary};
  animation: ${bounce} 1.2s ${({ $delay }) => $delay}s infinite ease-in-out both;
`;

/** Spec §2 /loading: the full-screen bouncing dots, also the fallback while an area loads. */
export function LoadingScreen({ label = 'Loading' }: { label?: string }) {
  return (
    <Screen role="status" aria-label={label} data-testid="loading-screen">
      {[0, 0.16, 0.32].map((delay) => (
        <Dot key={delay} $delay={delay} aria-hidden="true" />
      ))}
      <VisuallyHidden>{label}</VisuallyHidden>
    </Screen>
  );
}
