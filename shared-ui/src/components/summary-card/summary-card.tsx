import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';

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

export interface SummaryCardProps {
  title: ReactNode;
  value: ReactNode;
  subtitle?: ReactNode;
  /** Makes the whole card a link (e.g. the dashboard's Patients card). */
  to?: string;
  className?: string;
}

/** A dashboard figure: title, value, optional subtitle, optionally a link. */
export function SummaryCard({ title, value, subtitle, to, className }: SummaryCardProps) {
  const content = (
    <>
      <Title>{title}</Title>
      <Value>{value}</Value>
      {subtitle !== undefined && subtitle !== null ? <Subtitle>{subtitle}</Subtitle> : null}
    </>
  );
  return to ? (
    <Linked to={to} className={className}>
      {content}
    </Linked>
  ) : (
    <Plain className={className}>{content}</Plain>
  );
}
