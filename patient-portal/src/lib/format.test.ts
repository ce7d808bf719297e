import {
  appointmentStatusLabel,
  complaintStatusLabel,
  doctorName,
  formatDateTime,
  formatLongDate,
  isCancellable,
  orNA,
  todayIso,
} from './format';

describe('format', () => {
  it('shows N/A for missing or blank values (spec §9)', () => {
    expect(orNA(undefined)).toBe('N/A');
    expect(orNA(null)).toBe('N/A');
    expect(orNA('   ')).toBe('N/A');
    expect(orNA('1 bowl')).toBe('1 bowl');
    expect(orNA(0)).toBe('0');
  });

  it('writes dates the long US way, a calendar day never shifted by the time zone', () => {
    expect(formatLongDate('2026-11-23')).toBe('November 23, 2026');
    expect(formatLongDate('2026-01-01')).toBe('January 1, 2026');
    expect(formatLongDate('2026-11-23T12:00:00.000Z')).toBe('November 23, 2026');
    expect(formatLongDate(undefined)).toBe('N/A');
    expect(formatLongDate('not a date')).toBe('N/A');
  });

  it('writes moments with hours and minutes', () => {
    const text = formatDateTime('2026-11-20T09:05:00');
    expect(text).toMatch(/^November 20, 2026/);
    expect(text).toMatch(/9:05\sAM$/);
    expect(formatDateTime(undefined)).toBe('N/A');
  });

  it('gives today as YYYY-MM-DD in local time', () => {
    expect(todayIso(new Date(2026, 10, 3, 23, 30))).toBe('2026-11-03');
  });

  it("names a doctor, or N/A when the doctor's details are missing", () => {
    expect(doctorName({ user: { _id: 'u', firstName: 'Ann', lastName: 'Lee' } })).toBe(
      'Dr. Ann Lee',
    );
    expect(doctorName({ user: null })).toBe('N/A');
    expect(doctorName(null)).toBe('N/A');
  });

  it('words appointment statuses, Pending when absent, and knows which can be cancelled', () => {
    expect(appointmentStatusLabel(undefined)).toBe('Pending');
    expect(appointmentStatusLabel('confirmed')).toBe('Confirmed');
    expect(appointmentStatusLabel('no-show')).toBe('No-show');
    expect(isCancellable('pending')).toBe(true);
    expect(isCancellable('confirmed')).toBe(true);
    expect(isCancellable(undefined)).toBe(true);
    expect(isCancellable('completed')).toBe(false);
    expect(isCancellable('cancelled')).toBe(false);
    expect(isCancellable('no-show')).toBe(false);
  });

  it('words complaint statuses, Unknown when missing (spec §4)', () => {
    expect(complaintStatusLabel('in review')).toBe('In review');
    expect(complaintStatusLabel('open')).toBe('Open');
    expect(complaintStatusLabel('')).toBe('Unknown');
    expect(complaintStatusLabel(undefined)).toBe('Unknown');
  });
});
