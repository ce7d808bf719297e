import type { ReactNode } from 'react';
import styled from 'styled-components';
import { ThemeToggle } from '../theme-toggle/theme-toggle';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 20;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: ${({ theme }) => theme.layout.topBarHeight};
  padding: 0 ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Title = styled.span`
  flex: 1;
  font-size: 1.125rem;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.primary};
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

export interface TopBarProps {
  title: ReactNode;
  /** The slot for the small-screen menu button. */
  menuButton?: ReactNode;
  /** Extra controls before the theme switch. */
  actions?: ReactNode;
  className?: string;
}

/** The area's top bar: menu button (small screens), title, dark theme switch. */
export function TopBar({ title, menuButton, actions, className }: TopBarProps) {
  return (
    <Bar className={className}>
      {menuButton}
      <Title>{title}</Title>
      <Actions>
        {actions}
        <ThemeToggle showLabel={false} />
      </Actions>
    </Bar>
  );
}
