import {
  addDays,
  appointmentStatusLabel,
  complaintStatusLabel,
  daysInRange,
  doctorLabel,
  formatDate,
  formatRating,
  oneDecimal,
  patientOptionLabel,
  personName,
} from './format';

describe('format', () => {
  it('names people, with N/A and the spec fallbacks for missing ones', () => {
    expect(personName({ firstName: 'Jane', lastName: 'Cooper' })).toBe('Jane Cooper');
    expect(personName(null)).toBe('N/A');
    expect(patientOptionLabel({ firstName: '', lastName: '' })).toBe('Unknown Patient');
    expect(doctorLabel({ firstName: 'Ana', lastName: 'Silva' })).toBe('Dr. Ana Silva');
    expect(doctorLabel(null)).toBe('Dr. Unknown');
  });

  it('words statuses: Pending when absent, Unknown for a complaint without one', () => {
    expect(appointmentStatusLabel(undefined)).toBe('Pending');
    expect(appointmentStatusLabel('no-show')).toBe('No-show');
    expect(complaintStatusLabel('in review')).toBe('In review');
    expect(complaintStatusLabel('')).toBe('Unknown');
  });

  it('formats calendar dates the same in every time zone', () => {
    expect(formatDate('2026-11-24')).toBe('Nov 24, 2026');
    expect(formatDate(undefined)).toBe('N/A');
  });

  it('counts days and moves dates across month ends', () => {
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysInRange('2026-11-18', '2026-11-24')).toBe(7);
    expect(daysInRange('2026-11-24', '2026-11-18')).toBe(0);
  });

  it('shows averages to one decimal and ratings out of 5', () => {
    expect(oneDecimal(10 / 7)).toBe('1.4');
    expect(oneDecimal(0)).toBe('0.0');
    expect(formatRating(4)).toBe('4/5');
    expect(formatRating(null)).toBe('N/A');
  });
});
