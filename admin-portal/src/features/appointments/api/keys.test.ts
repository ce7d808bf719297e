import { QueryClient } from '@tanstack/react-query';
import { invalidateForEvent } from '@careconnect/shared-ui';
import { calendarKeys } from '../../calendar/api/keys';
import { appointmentKeys } from './keys';

// The live update refreshes the kit's query roots: a key of this area that left them would show
// a stale list after another user's change until the page is reloaded.
it("lets a live appointment update refresh the clinic's appointments, calendar and slots", async () => {
  const client = new QueryClient();
  const keys = [
    appointmentKeys.list({ page: 1, q: '', status: '', from: '', to: '' }),
    appointmentKeys.byPatient('p-1'),
    appointmentKeys.one('a-1'),
    calendarKeys.appointments('2026-11-30', '2026-12-06'),
    calendarKeys.freeSlots('d-1', '2026-11-30', '2026-12-06'),
  ];
  for (const key of keys) client.setQueryData(key, []);
  await invalidateForEvent(client, {
    type: 'appointment',
    id: '7',
    payload: { appointmentId: 'a-1' },
  });
  for (const key of keys) expect(client.getQueryState(key)?.isInvalidated).toBe(true);
});
