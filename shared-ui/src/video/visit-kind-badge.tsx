import styled from 'styled-components';
import { StatusBadge } from '../components/status-badge/status-badge';

// Its own gap, so that a visit in person leaves no stray space behind.
const Spaced = styled.span`
  margin-left: ${({ theme }) => theme.space.xs};
`;

/** 'Video' beside a video visit in lists and calendars; nothing for a visit in person. */
export function VisitKindBadge({ kind }: { kind: string | null | undefined }) {
  return kind === 'video' ? (
    <Spaced>
      <StatusBadge tone="info">Video</StatusBadge>
    </Spaced>
  ) : null;
}

/** The kind of visit in words. */
export const visitKindLabel = (kind: string | null | undefined) =>
  kind === 'video' ? 'Video visit' : 'In person';
