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
  display: flex;
  align-items: baseline;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-size: 1.125rem;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.primary};
`;

/** The product's name beside the area's, so a shared screen says whose it is. */
const Product = styled.span`
  color: ${({ theme }) => theme.colors.text};
  white-space: nowrap;

  /* A phone's bar has room for the area's name and its controls only; the page and the menu
     carry the product's name there. */
  @media (max-width: 479.98px) {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
  }

  &::after {
    content: '';
    display: inline-block;
    width: 1px;
    height: 1em;
    margin-left: ${({ theme }) => theme.space.sm};
    vertical-align: -0.15em;
    background: ${({ theme }) => theme.colors.border};
  }
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
  /** Set while a modal part of the page (the phone menu) is open: the bar is out of reach. */
  inert?: boolean;
}

/** The area's top bar: menu button (small screens), title, dark theme switch. */
export function TopBar({ title, menuButton, actions, className, inert }: TopBarProps) {
  return (
    <Bar className={className} inert={inert}>
      {menuButton}
      <Title>
        <Product>CareConnect</Product>
        <span>{title}</span>
      </Title>
      <Actions>
        {actions}
        <ThemeToggle showLabel={false} />
      </Actions>
    </Bar>
  );
}
