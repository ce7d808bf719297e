import { QueryClient } from '@tanstack/react-query';
import { invalidateForEvent } from '@careconnect/shared-ui';
import { patientStatsKey } from '../../dashboard/api/get-patient-stats';
import { waitlistKeys } from '../../waitlist/api/get-waitlist';
import { appointmentKey } from './get-appointment';
import { patientAppointmentsKey } from './get-appointments';

// The live updates refresh the kit's query roots: a key of this area that left them would show
// a stale screen after the doctor's change until the page is reloaded.
describe("the patient's keys under the live updates' roots", () => {
  it('an appointment update refreshes the lists, the appointment and the figures', async () => {
    const client = new QueryClient();
    const keys = [
      patientAppointmentsKey('p-1', { page: 1, limit: 10, when: 'upcoming', order: 'soonest' }),
      appointmentKey('a-1'),
      patientStatsKey('p-1'),
    ];
    for (const key of keys) client.setQueryData(key, []);
    await invalidateForEvent(client, {
      type: 'appointment',
      id: '7',
      payload: { appointmentId: 'a-1' },
    });
    for (const key of keys) expect(client.getQueryState(key)?.isInvalidated).toBe(true);
  });

  it('a notification refreshes the waiting wishes and the offers', async () => {
    const client = new QueryClient();
    const keys = [waitlistKeys.entries, waitlistKeys.offers];
    for (const key of keys) client.setQueryData(key, []);
    await invalidateForEvent(client, {
      type: 'notification',
      id: '8',
      payload: { notificationId: 'n-1' },
    });
    for (const key of keys) expect(client.getQueryState(key)?.isInvalidated).toBe(true);
  });
});
