import { useId } from 'react';
import styled from 'styled-components';
import { appointmentStatusLabel } from '@careconnect/shared-ui';
import { statusBlock } from './calendar-frame';

const Legend = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  font-size: 0.875rem;

  h3 {
    margin: 0;
    font-size: 0.875rem;
    font-weight: 600;
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
  }
`;

const Swatch = styled.span<{ $status: string }>`
  display: inline-block;
  width: 1.5rem;
  height: 0.9rem;
  border-radius: 3px;
  ${({ theme, $status }) => {
    const block = statusBlock(theme, $status);
    return `
      background: ${block.fill};
      border: 1px ${block.edge} ${block.colour};
      border-left: 5px solid ${block.colour};
    `;
  }}
`;

export interface StatusLegendProps {
  statuses: readonly string[];
  /** A status's words in this area. */
  statusLabel?: (status: string) => string;
}

/** What each block colour means, as a list a screen reader reads too. */
export function StatusLegend({
  statuses,
  statusLabel = appointmentStatusLabel,
}: StatusLegendProps) {
  const headingId = `legend${useId().replace(/:/g, '')}`;
  return (
    <Legend>
      <h3 id={headingId}>Status colours</h3>
      <ul aria-labelledby={headingId}>
        {statuses.map((status) => (
          <li key={status}>
            <Swatch $status={status} aria-hidden="true" />
            {statusLabel(status)}
          </li>
        ))}
      </ul>
    </Legend>
  );
}
