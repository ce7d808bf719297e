import {
  appointmentChanged,
  keysLeftStale,
  notificationArrived,
} from '@careconnect/shared-ui/testing';
import { patientStatsKey } from '../../dashboard/api/get-patient-stats';
import { waitlistKeys } from '../../waitlist/api/get-waitlist';
import { appointmentKey } from './get-appointment';
import { patientAppointmentsKey } from './get-appointments';

// The live updates refresh the kit's query roots: a key of this area outside them would show a
// stale screen after the doctor's change until the page is reloaded.
describe("the patient's keys under the live updates' roots", () => {
  it('an appointment update refreshes the lists, the appointment and the figures', async () => {
    const keys = [
      patientAppointmentsKey('p-1', { page: 1, limit: 10, when: 'upcoming', order: 'soonest' }),
      appointmentKey('a-1'),
      patientStatsKey('p-1'),
    ];
    expect(await keysLeftStale(appointmentChanged('a-1'), keys)).toEqual([]);
  });

  it('a notification refreshes the waiting wishes and the offers', async () => {
    const keys = [waitlistKeys.entries, waitlistKeys.offers];
    expect(await keysLeftStale(notificationArrived('n-1'), keys)).toEqual([]);
  });
});
