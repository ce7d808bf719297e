import type { AppTheme } from './themes';

/** The colour families a status can take; the word always carries the meaning too. */
export type StatusTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

const appointmentTones: Record<string, StatusTone> = {
  pending: 'warning',
  proposed: 'warning',
  confirmed: 'info',
  completed: 'success',
  'no-show': 'danger',
  cancelled: 'neutral',
  declined: 'neutral',
};

/** An appointment status's tone (Pending when absent), the same in every area. */
export function appointmentStatusTone(status: string | null | undefined): StatusTone {
  return appointmentTones[status || 'pending'] ?? 'neutral';
}

/** The theme colour of a tone: text, outline and calendar blocks. */
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
