import styled from 'styled-components';
import { toneColor, type StatusTone } from '@careconnect/shared-ui';

export type BadgeTone = StatusTone;

const Badge = styled.span<{ $tone: BadgeTone }>`
  display: inline-block;
  padding: 2px 10px;
  border: 1px solid
    ${({ theme, $tone }) => ($tone === 'neutral' ? theme.colors.controlBorder : toneColor(theme, $tone))};
  border-radius: ${({ theme }) => theme.radii.round};
  color: ${({ theme, $tone }) => ($tone === 'neutral' ? theme.colors.text : toneColor(theme, $tone))};
  font-size: 0.875rem;
  font-weight: 600;
  white-space: nowrap;
`;

/** A status as a word in a coloured outline (the word carries the meaning, not the colour). */
export function StatusBadge({ label, tone }: { label: string; tone: BadgeTone }) {
  return <Badge $tone={tone}>{label}</Badge>;
}
