// The words of the dashboard's follow-ups list (docs/spec.md, "Visit notes and the after-visit
// summary"), apart from the note screens' so that the dashboard is drawn without those.
import type { FollowUpKind } from '../../../lib/api-types';

export const FOLLOW_UP_KINDS = {
  inPerson: 'In person',
  video: 'Video',
} as const satisfies Record<FollowUpKind, string>;

export const PENDING_FOLLOW_UPS_TEXT = {
  title: 'Follow-ups not booked',
  openNote: 'Visit note',
  kinds: FOLLOW_UP_KINDS,
} as const;
