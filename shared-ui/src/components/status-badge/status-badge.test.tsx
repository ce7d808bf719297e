import { render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { darkTheme, lightTheme, type AppTheme } from '../../theme/themes';
import { toneColor, type StatusTone } from '../../theme/status-tones';
import { AppointmentStatusBadge, ComplaintStatusBadge, StatusBadge } from './status-badge';

// WCAG 2.x relative luminance and contrast ratio.
function luminance(hex: string): number {
  const value = hex.replace('#', '');
  const channels = [0, 2, 4].map((i) => Number.parseInt(value.slice(i, i + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}
function contrast(a: string, b: string): number {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((high ?? 0) + 0.05) / ((low ?? 0) + 0.05);
}
function rgb(hex: string): string {
  const value = hex.replace('#', '');
  const [r, g, b] = [0, 2, 4].map((i) => Number.parseInt(value.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

const THEMES: [string, AppTheme][] = [
  ['light', lightTheme],
  ['dark', darkTheme],
];

const APPOINTMENT_STATUSES: [string | undefined, string, StatusTone][] = [
  [undefined, 'Pending', 'warning'],
  ['pending', 'Pending', 'warning'],
  ['proposed', 'Proposed', 'warning'],
  ['confirmed', 'Confirmed', 'info'],
  ['completed', 'Completed', 'success'],
  ['no-show', 'No-show', 'danger'],
  ['cancelled', 'Cancelled', 'neutral'],
  ['declined', 'Declined', 'neutral'],
];

describe.each(THEMES)('the status badge in the %s theme', (_name, theme) => {
  it.each(APPOINTMENT_STATUSES)('%s reads %s in the %s colour', (status, label, tone) => {
    render(
      <ThemeProvider theme={theme}>
        <AppointmentStatusBadge status={status} />
      </ThemeProvider>,
    );
    const badge = screen.getByText(label);
    expect(badge).toHaveAttribute('data-tone', tone);
    expect(getComputedStyle(badge).color).toBe(rgb(toneColor(theme, tone)));
  });

  it('keeps the colour of the status when an area words it its own way', () => {
    render(
      <ThemeProvider theme={theme}>
        <AppointmentStatusBadge status="proposed" label="Awaiting patient" />
      </ThemeProvider>,
    );
    expect(screen.getByText('Awaiting patient')).toHaveAttribute('data-tone', 'warning');
  });

  it('gives health complaints their colours, Unknown when absent', () => {
    render(
      <ThemeProvider theme={theme}>
        <ComplaintStatusBadge status="open" />
        <ComplaintStatusBadge status="in review" />
        <ComplaintStatusBadge status="resolved" />
        <ComplaintStatusBadge status={null} />
      </ThemeProvider>,
    );
    expect(screen.getByText('Open')).toHaveAttribute('data-tone', 'warning');
    expect(screen.getByText('In review')).toHaveAttribute('data-tone', 'info');
    expect(screen.getByText('Resolved')).toHaveAttribute('data-tone', 'success');
    expect(screen.getByText('Unknown')).toHaveAttribute('data-tone', 'neutral');
  });

  it('every tone reaches 4.5:1 on every background a badge sits on (WCAG AA)', () => {
    const { colors } = theme;
    for (const tone of ['neutral', 'info', 'success', 'warning', 'danger'] as const) {
      for (const background of [colors.background, colors.surface, colors.surfaceAlt]) {
        expect(contrast(toneColor(theme, tone), background)).toBeGreaterThanOrEqual(4.5);
      }
    }
  });
});

it('any other status is a word in a coloured outline', () => {
  render(
    <ThemeProvider theme={lightTheme}>
      <StatusBadge tone="success">Approved</StatusBadge>
    </ThemeProvider>,
  );
  expect(screen.getByText('Approved')).toHaveAttribute('data-tone', 'success');
});
