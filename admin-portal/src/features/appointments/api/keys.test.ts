import { appointmentChanged, keysLeftStale } from '@careconnect/shared-ui/testing';
import { calendarKeys } from '../../calendar/api/keys';
import { appointmentKeys } from './keys';

// The live update refreshes the kit's query roots: a key of this area outside them would show a
// stale list after another user's change until the page is reloaded.
it("lets a live appointment update refresh the clinic's appointments, calendar and slots", async () => {
  const keys = [
    appointmentKeys.list({ page: 1, q: '', status: '', from: '', to: '' }),
    appointmentKeys.byPatient('p-1'),
    appointmentKeys.one('a-1'),
    calendarKeys.appointments('2026-11-30', '2026-12-06'),
    calendarKeys.freeSlots('d-1', '2026-11-30', '2026-12-06'),
  ];
  expect(await keysLeftStale(appointmentChanged('a-1'), keys)).toEqual([]);
});
