import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled, { css, keyframes } from 'styled-components';

const box = css`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};
  text-decoration: none;
`;

const Plain = styled.div`
  ${box}
`;

const Linked = styled(Link)`
  ${box}
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

const Title = styled.span`
  font-weight: 600;
  color: ${({ theme }) => theme.colors.mutedText};
`;

const Value = styled.span`
  font-size: 2rem;
  font-weight: 700;
  line-height: 1.1;
`;

const Subtitle = styled.span`
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.mutedText};
`;

const pulse = keyframes`50% { opacity: 0.45; }`;

/** A grey bar where a figure will be, as tall as the line it stands in. */
const Pending = styled.span<{ $width: string }>`
  display: inline-block;
  vertical-align: top;
  width: ${({ $width }) => $width};
  height: 1em;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  animation: ${pulse} 1.6s ease-in-out infinite;
`;

export interface SummaryCardProps {
  title: ReactNode;
  /** The figure; not read while `loading`. */
  value?: ReactNode;
  /**
   * A line under the figure. While `loading`, a placeholder line is drawn if a subtitle is given
   * at all (any value, e.g. ''), so the card keeps its height when the figures arrive.
   */
  subtitle?: ReactNode;
  /** The figures are on their way: the title shows, the value and subtitle are placeholders. */
  loading?: boolean;
  /** Makes the whole card a link (e.g. the dashboard's Patients card). */
  to?: string;
  className?: string;
}

/** A dashboard figure: title, value, optional subtitle, optionally a link. */
export function SummaryCard({ title, value, subtitle, loading, to, className }: SummaryCardProps) {
  const hasSubtitle = subtitle !== undefined && subtitle !== null;
  const content = loading ? (
    <>
      <Title>{title}</Title>
      <Value aria-hidden="true">
        <Pending $width="2.5ch" data-testid="summary-pending" />
      </Value>
      {hasSubtitle ? (
        <Subtitle aria-hidden="true">
          <Pending $width="60%" />
        </Subtitle>
      ) : null}
    </>
  ) : (
    <>
      <Title>{title}</Title>
      <Value>{value}</Value>
      {hasSubtitle ? <Subtitle>{subtitle}</Subtitle> : null}
    </>
  );
  const busy = loading ? true : undefined;
  return to ? (
    <Linked to={to} className={className} aria-busy={busy}>
      {content}
    </Linked>
  ) : (
    <Plain className={className} aria-busy={busy}>
      {content}
    </Plain>
  );
}
