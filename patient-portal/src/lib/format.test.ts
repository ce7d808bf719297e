// The shared wording (N/A, long dates, statuses, today) is tested in shared-ui; these are the
// patient area's own.
import { doctorName, formatDateTime, isCancellable, personName } from './format';

describe('format', () => {
  it('writes moments as every area does', () => {
    expect(formatDateTime('2026-11-20T09:05:00')).toMatch(/^Nov 20, 2026, 09:05\sAM$/);
    expect(formatDateTime(undefined)).toBe('N/A');
    expect(formatDateTime('soon')).toBe('N/A');
  });

  it("names a doctor, or N/A when the doctor's details are missing", () => {
    expect(doctorName({ user: { _id: 'u', firstName: 'Ann', lastName: 'Lee' } })).toBe(
      'Dr. Ann Lee',
    );
    expect(doctorName({ user: null })).toBe('N/A');
    expect(doctorName(null)).toBe('N/A');
    expect(personName({ _id: 'u', firstName: ' ', lastName: '' })).toBeNull();
  });

  it('knows which appointments a patient may cancel', () => {
    expect(isCancellable('pending')).toBe(true);
    expect(isCancellable('confirmed')).toBe(true);
    expect(isCancellable(undefined)).toBe(true);
    expect(isCancellable('completed')).toBe(false);
    expect(isCancellable('cancelled')).toBe(false);
    expect(isCancellable('no-show')).toBe(false);
  });
});
