import {
  addDays,
  appointmentStatusLabel,
  capitalize,
  complaintStatusLabel,
  daysInRange,
  doctorLabel,
  formatDate,
  formatDateTime,
  formatLongDate,
  formatRating,
  oneDecimal,
  orNA,
  parseCalendarDate,
  patientOptionLabel,
  personName,
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

  it('names people, with N/A and the spec fallbacks for missing ones', () => {
    expect(personName({ firstName: 'Jane', lastName: 'Cooper' })).toBe('Jane Cooper');
    expect(personName({ firstName: 'Jane', lastName: null })).toBe('Jane');
    expect(personName(null)).toBe('N/A');
    expect(patientOptionLabel({ firstName: 'Jane', lastName: '' })).toBe('Jane Patient');
    expect(patientOptionLabel(null)).toBe('Unknown Patient');
    expect(doctorLabel({ firstName: 'Ana', lastName: 'Silva' })).toBe('Dr. Ana Silva');
    expect(doctorLabel(null)).toBe('Dr. Unknown');
  });

  it('words statuses: Pending when absent, Unknown for a complaint without one', () => {
    expect(appointmentStatusLabel(undefined)).toBe('Pending');
    expect(appointmentStatusLabel('confirmed')).toBe('Confirmed');
    expect(appointmentStatusLabel('no-show')).toBe('No-show');
    expect(appointmentStatusLabel('proposed')).toBe('Proposed');
    expect(appointmentStatusLabel('declined')).toBe('Declined');
    expect(appointmentStatusLabel('rescheduled')).toBe('Rescheduled');
    expect(complaintStatusLabel('in review')).toBe('In review');
    expect(complaintStatusLabel(' open ')).toBe('Open');
    expect(complaintStatusLabel('')).toBe('Unknown');
    expect(complaintStatusLabel(null)).toBe('Unknown');
    expect(capitalize('moderate')).toBe('Moderate');
    expect(capitalize('')).toBeUndefined();
  });

  it('reads calendar dates strictly, the same day in every time zone', () => {
    expect(parseCalendarDate('2026-02-30')).toBeNull();
    expect(parseCalendarDate('26-1-1')).toBeNull();
    expect(parseCalendarDate('2026-11-24T23:30:00.000Z')?.toISOString()).toBe(
      '2026-11-24T12:00:00.000Z',
    );
    expect(formatDate('2026-11-24')).toBe('Nov 24, 2026');
    expect(formatDate(undefined)).toBe('N/A');
    expect(formatDate('someday')).toBe('someday');
  });

  it('writes long dates, a calendar day never shifted by the time zone', () => {
    expect(formatLongDate('2026-11-23')).toBe('November 23, 2026');
    expect(formatLongDate('2026-01-01')).toBe('January 1, 2026');
    expect(formatLongDate('2026-11-23T12:00:00.000Z')).toBe('November 23, 2026');
    expect(formatLongDate('2026-02-30')).toBe('N/A');
    expect(formatLongDate(undefined)).toBe('N/A');
    expect(formatLongDate('not a date')).toBe('N/A');
  });

  it('writes moments with hours and minutes', () => {
    expect(formatDateTime('2026-11-20T09:05:00')).toMatch(/^Nov 20, 2026, 09:05\sAM$/);
    expect(formatDateTime(undefined)).toBe('N/A');
    expect(formatDateTime('later')).toBe('N/A');
  });

  it('counts and moves calendar days', () => {
    expect(todayIso(new Date(2026, 10, 3, 23, 30))).toBe('2026-11-03');
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('bad', 1)).toBe('bad');
    expect(daysInRange('2026-11-01', '2026-11-07')).toBe(7);
    expect(daysInRange('2026-11-07', '2026-11-01')).toBe(0);
    expect(daysInRange('bad', '2026-11-01')).toBe(0);
  });

  it('writes ratings and averages', () => {
    expect(formatRating(4)).toBe('4/5');
    expect(formatRating(null)).toBe('N/A');
    expect(oneDecimal(2.25)).toBe('2.3');
    expect(oneDecimal(3)).toBe('3.0');
  });
});
