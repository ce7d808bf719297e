import {
  appointmentInterval,
  eventsBetween,
  toCalendarEvents,
  type SchedulableAppointment,
} from './appointment-events';

type Row = SchedulableAppointment & { patient: string };

function row(overrides: Partial<Row> = {}): Row {
  return {
    _id: 'ap-1',
    patient: 'Jane Cooper',
    doctor: { _id: 'doc-1' },
    date: '2026-11-24',
    timeSlot: '10:00 AM - 10:30 AM',
    status: 'confirmed',
    start: '2026-11-24T15:00:00.000Z',
    end: '2026-11-24T15:30:00.000Z',
    timeZone: 'America/New_York',
    ...overrides,
  };
}

const options = { fallbackZone: 'UTC', showCancelled: false, title: (a: Row) => a.patient };

describe('when an appointment takes place', () => {
  it('uses its start and end', () => {
    expect(appointmentInterval(row(), 'UTC')).toEqual({
      start: new Date('2026-11-24T15:00:00.000Z'),
      end: new Date('2026-11-24T15:30:00.000Z'),
    });
  });

  it('reads the date and slot in the doctor’s zone when start is null', () => {
    expect(appointmentInterval(row({ start: null, end: null }), 'UTC')).toEqual({
      start: new Date('2026-11-24T15:00:00.000Z'),
      end: new Date('2026-11-24T15:30:00.000Z'),
    });
    // Without a zone of its own: the zone given.
    expect(
      appointmentInterval(row({ start: null, end: null, timeZone: undefined }), 'Europe/Paris'),
    ).toEqual({
      start: new Date('2026-11-24T09:00:00.000Z'),
      end: new Date('2026-11-24T09:30:00.000Z'),
    });
  });

  it('gives up on a slot it cannot read', () => {
    expect(
      appointmentInterval(row({ start: null, end: null, timeSlot: 'after lunch' }), 'UTC'),
    ).toBeNull();
  });
});

describe('appointments to events', () => {
  it('titles, colours and columns them, earliest first', () => {
    const { events, unplaced } = toCalendarEvents(
      [
        row({ _id: 'late', start: '2026-11-24T18:00:00Z', end: '2026-11-24T18:30:00Z' }),
        row({ _id: 'early', patient: 'Omar Farouk', status: undefined }),
      ],
      options,
    );
    expect(unplaced).toEqual([]);
    expect(events.map((e) => [e.id, e.title, e.status, e.resourceId])).toEqual([
      ['early', 'Omar Farouk', 'pending', 'doc-1'],
      ['late', 'Jane Cooper', 'confirmed', 'doc-1'],
    ]);
  });

  it('hides cancelled and declined ones unless asked', () => {
    const list = [
      row({ _id: 'a', status: 'cancelled' }),
      row({ _id: 'b', status: 'declined' }),
      row({ _id: 'c', status: 'no-show' }),
    ];
    expect(toCalendarEvents(list, options).events.map((e) => e.id)).toEqual(['c']);
    expect(
      toCalendarEvents(list, { ...options, showCancelled: true }).events.map((e) => e.id),
    ).toEqual(['a', 'b', 'c']);
  });

  it('keeps one event per appointment and reports the ones it cannot place', () => {
    const broken = row({ _id: 'x', start: null, end: null, timeSlot: '??' });
    const { events, unplaced } = toCalendarEvents([row(), row(), broken], options);
    expect(events).toHaveLength(1);
    expect(unplaced).toEqual([broken]);
  });

  it('keeps the events that overlap a span', () => {
    const { events } = toCalendarEvents([row()], options);
    const at = (iso: string) => new Date(iso);
    expect(
      eventsBetween(events, at('2026-11-24T15:29:00Z'), at('2026-11-25T00:00:00Z')),
    ).toHaveLength(1);
    expect(
      eventsBetween(events, at('2026-11-24T15:30:00Z'), at('2026-11-25T00:00:00Z')),
    ).toHaveLength(0);
  });
});
