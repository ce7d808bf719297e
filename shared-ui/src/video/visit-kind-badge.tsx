import { StatusBadge } from '../components/status-badge/status-badge';

/** 'Video' beside a video visit in lists, details and calendars; nothing for a visit in person. */
export function VisitKindBadge({ kind }: { kind: string | null | undefined }) {
  return kind === 'video' ? <StatusBadge tone="info">Video</StatusBadge> : null;
}

/** The kind of visit in words. */
export const visitKindLabel = (kind: string | null | undefined) =>
  kind === 'video' ? 'Video visit' : 'In person';
