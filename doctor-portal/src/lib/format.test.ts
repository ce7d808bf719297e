import {
  appointmentStatusLabel,
  complaintStatusLabel,
  doctorLabel,
  formatDate,
  patientOptionLabel,
  personName,
} from './format';

describe('format', () => {
  it("names patients 'first last', with Unknown/Patient in the booking select", () => {
    expect(personName({ firstName: 'Jane', lastName: 'Cooper' })).toBe('Jane Cooper');
    expect(personName(null)).toBe('N/A');
    expect(patientOptionLabel({ firstName: 'Jane', lastName: '' })).toBe('Jane Patient');
    expect(patientOptionLabel(null)).toBe('Unknown Patient');
  });

  it("names doctors 'Dr. first last' or 'Dr. Unknown'", () => {
    expect(doctorLabel({ firstName: 'Ana', lastName: 'Silva' })).toBe('Dr. Ana Silva');
    expect(doctorLabel(null)).toBe('Dr. Unknown');
  });

  it('shows a calendar date on the same day in every time zone', () => {
    expect(formatDate('2026-11-24')).toBe('Nov 24, 2026');
    expect(formatDate(undefined)).toBe('N/A');
  });

  it('reads an absent appointment status as Pending and an absent complaint status as Unknown', () => {
    expect(appointmentStatusLabel(undefined)).toBe('Pending');
    expect(appointmentStatusLabel('no-show')).toBe('No-show');
    expect(complaintStatusLabel('')).toBe('Unknown');
    expect(complaintStatusLabel('in review')).toBe('In review');
  });
});
