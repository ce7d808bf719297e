import { appointmentStatusTone, toneColor } from './status-tones';
import { darkTheme, lightTheme } from './themes';

it('gives every appointment status one tone, Pending when absent', () => {
  expect(appointmentStatusTone(undefined)).toBe('warning');
  expect(appointmentStatusTone('pending')).toBe('warning');
  expect(appointmentStatusTone('proposed')).toBe('warning');
  expect(appointmentStatusTone('confirmed')).toBe('info');
  expect(appointmentStatusTone('completed')).toBe('success');
  expect(appointmentStatusTone('no-show')).toBe('danger');
  expect(appointmentStatusTone('cancelled')).toBe('neutral');
  expect(appointmentStatusTone('declined')).toBe('neutral');
  expect(appointmentStatusTone('something-new')).toBe('neutral');
});

it('maps tones to the theme’s colours in both themes', () => {
  for (const theme of [lightTheme, darkTheme]) {
    expect(toneColor(theme, 'info')).toBe(theme.colors.primary);
    expect(toneColor(theme, 'neutral')).toBe(theme.colors.mutedText);
    expect(toneColor(theme, 'warning')).toBe(theme.colors.warning);
    expect(toneColor(theme, 'success')).toBe(theme.colors.success);
    expect(toneColor(theme, 'danger')).toBe(theme.colors.danger);
  }
});
