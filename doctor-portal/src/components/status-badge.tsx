import styled from 'styled-components';

export type BadgeTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

const Badge = styled.span<{ $tone: BadgeTone }>`
  display: inline-block;
  padding: 2px 10px;
  border: 1px solid
    ${({ theme, $tone }) =>
      $tone === 'neutral'
        ? theme.colors.controlBorder
        : $tone === 'info'
          ? theme.colors.primary
          : theme.colors[$tone]};
  border-radius: ${({ theme }) => theme.radii.round};
  color: ${({ theme, $tone }) =>
    $tone === 'neutral'
      ? theme.colors.text
      : $tone === 'info'
        ? theme.colors.primary
        : theme.colors[$tone]};
  font-size: 0.875rem;
  font-weight: 600;
  white-space: nowrap;
`;

/** A status as a word in a coloured outline (the word carries the meaning, not the colour). */
export function StatusBadge({ label, tone }: { label: string; tone: BadgeTone }) {
  return <Badge $tone={tone}>{label}</Badge>;
}
