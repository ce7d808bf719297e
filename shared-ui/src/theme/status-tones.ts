import type { AppTheme } from './themes';

/** The colour families a status can take; the word always carries the meaning too. */
export type StatusTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

// The one map of status colours: every badge, calendar block, legend and chart of the three
// areas reads it, so a status looks the same wherever it is shown.
const appointmentTones: Record<string, StatusTone> = {
  pending: 'warning',
  proposed: 'warning',
  confirmed: 'info',
  completed: 'success',
  'no-show': 'danger',
  cancelled: 'neutral',
  declined: 'neutral',
};

const complaintTones: Record<string, StatusTone> = {
  open: 'warning',
  'in review': 'info',
  resolved: 'success',
};

/** An appointment status's tone (Pending when absent), the same in every area. */
export function appointmentStatusTone(status: string | null | undefined): StatusTone {
  return appointmentTones[status || 'pending'] ?? 'neutral';
}

/** A health complaint status's tone ('in review', 'In review' alike); Unknown is neutral. */
export function complaintStatusTone(status: string | null | undefined): StatusTone {
  return complaintTones[(status ?? '').trim().toLowerCase()] ?? 'neutral';
}

/** Whether a complaint status is one the map names (the rest share the neutral tone). */
export function isKnownComplaintStatus(status: string | null | undefined): boolean {
  return (status ?? '').trim().toLowerCase() in complaintTones;
}

/** The theme colour of a tone: text, outline, calendar blocks and chart bars. */
export function toneColor(theme: AppTheme, tone: StatusTone): string {
  switch (tone) {
    case 'neutral':
      return theme.colors.mutedText;
    case 'info':
      return theme.colors.primary;
    default:
      return theme.colors[tone];
  }
}
