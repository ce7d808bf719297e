import type { ReactNode } from 'react';
import styled from 'styled-components';
import { BackLink } from '../back-link/back-link';

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.lg};

  h1 {
    margin: 0;
    font-size: 1.75rem;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

export interface PageHeaderProps {
  /** The screen's title: its one h1. */
  title: ReactNode;
  /** Buttons or links beside the title (they wrap under it on narrow screens). */
  actions?: ReactNode;
  /** A sub-page's way back, shown above the title: `{ to, label: 'Back to …' }`. */
  back?: { to: string; label: string };
}

/** A screen's title (its one h1) and the buttons beside it. */
export function PageHeader({ title, actions, back }: PageHeaderProps) {
  const header = (
    <Header>
      <h1>{title}</h1>
      {actions ? <Actions>{actions}</Actions> : null}
    </Header>
  );
  if (!back) return header;
  return (
    <>
      <BackLink to={back.to}>{back.label}</BackLink>
      {header}
    </>
  );
}
