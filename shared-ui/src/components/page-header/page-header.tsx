import type { ReactNode } from 'react';
import styled from 'styled-components';
import { BackLink } from '../back-link/back-link';
import { ButtonRow } from '../button-row/button-row';

// No margin: the screen's Stack puts its gap under it. A div, not a header: the page's one
// header is the top bar (printing hides it, and tests find it by that name).
const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};

  h1 {
    margin: 0;
    font-size: 1.75rem;
  }
`;

export interface PageHeaderProps {
  /** The screen's title: its one h1. */
  title: ReactNode;
  /** Buttons or links beside the title (they wrap under it on narrow screens). */
  actions?: ReactNode;
  /** A sub-page's way back, shown above the title: `{ to, label: 'Back to …' }`. */
  back?: { to: string; label: string };
}

/**
 * A screen's title (its one h1), the buttons beside it and, on a sub-page, the way back above
 * it: the first child of the screen's `Stack`.
 */
export function PageHeader({ title, actions, back }: PageHeaderProps) {
  const header = (
    <Header>
      <h1>{title}</h1>
      {actions ? <ButtonRow>{actions}</ButtonRow> : null}
    </Header>
  );
  if (!back) return header;
  // One child of the Stack, so the way back sits close above the title.
  return (
    <div>
      <BackLink to={back.to}>{back.label}</BackLink>
      {header}
    </div>
  );
}
