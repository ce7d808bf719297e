import { Link } from 'react-router-dom';
import styled from 'styled-components';

const Anchor = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  /* A whole fingertip tall, though it reads as a line of text. */
  min-height: 44px;
  margin: -${({ theme }) => theme.space.sm} 0 ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 600;
  text-decoration: none;

  &:hover span {
    text-decoration: underline;
  }

  svg {
    flex: none;
  }
`;

export interface BackLinkProps {
  /** The screen above this one (its list, or the screen it was opened from). */
  to: string;
  /** 'Back to …', naming that screen. */
  children: string;
}

/**
 * A sub-page's way back, at its top above the title: the same words and place in every area.
 */
export function BackLink({ to, children }: BackLinkProps) {
  return (
    <Anchor to={to} data-back-link="">
      <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d="M15 5l-7 7 7 7"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span>{children}</span>
    </Anchor>
  );
}
