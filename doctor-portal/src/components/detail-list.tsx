import type { ReactNode } from 'react';
import styled from 'styled-components';

const List = styled.dl`
  display: grid;
  grid-template-columns: minmax(120px, max-content) 1fr;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  margin: 0;

  dt {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.mutedText};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/** A record's fields as label/value pairs; empty values read N/A (spec §9). */
export function DetailList({ items }: { items: readonly (readonly [string, ReactNode])[] }) {
  return (
    <List>
      {items.map(([label, value]) => (
        <div key={label} style={{ display: 'contents' }}>
          <dt>{label}</dt>
          <dd>{value === null || value === undefined || value === '' ? 'N/A' : value}</dd>
        </div>
      ))}
    </List>
  );
}
