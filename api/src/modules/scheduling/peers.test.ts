// The scheduling products' own published scenarios, replayed against CareConnect's API so that
// no later change can lose them: Cal.com (apps/web/test/lib/getSchedule.test.ts,
// packages/lib/slots.test.ts, date-ranges.test.ts, its buffer and future-limit tests) and
// Medplum (the Schedule $find tests, find.test.ts). Each test says in one line how the peer's
// scenario maps onto CareConnect's model (weekly hours in the doctor's IANA zone, one slot
// length, buffers, notice, horizon). Then the clock changes in three zones of different kinds,
// and the invitations those appointments send, read by two calendar parsers.
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import ICAL from 'ical.js';
import ical, { type VEvent } from 'node-ical';
import { setupTestApp, type Person, type TestApp } from '../../../test/helpers.js';

let clock = Date.parse('2027-01-31T00:00:00Z');
let t: TestApp;
let patient: Person;
let otherPatient: Person;
let doctor: Person;

before(async () => {
  t = await setupTestApp({ now: () => new Date(clock) });
});
after(() => t.close());
beforeEach(async () => {
  await t.reset();
  clock = Date.parse('2027-01-31T00:00:00Z');
  patient = await t.createPatient({ firstName: 'Pat', lastName: 'Quinn' });
  otherPatient = await t.createPatient({ firstName: 'Otto', lastName: 'Lind' });
  doctor = await t.createDoctor({ firstName: 'Ivo', lastName: 'Brandt' });
});

interface FreeSlot {
  start: string;
  end: string;
  date: string;
  timeSlot: string;
}

// Monday 2027-02-01 unless a test says otherwise; a patient may book a year ahead, no notice.
const MONDAY = '2027-02-01';
const rules = (over: Record<string, unknown> = {}) => ({
  timeZone: 'UTC',
  slotMinutes: 30,
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 0,
  minimumNoticeHours: 0,
  horizonDays: 365,
  maxUpcomingPerPatient: 20,
  weekly: [{ weekday: 1, start: '09:00', end: '17:00' }],
  overrides: [],
  timeOff: [],
  ...over,
});
async function hours(over: Record<string, unknown> = {}) {
  const reply = await t.request('PUT', `/api/doctor/availability/${doctor.doctorId}`, {
    token: doctor.token,
    body: rules(over),
  });
  assert.equal(reply.status, 200, JSON.stringify(reply.body));
}
async function free(from: string, to = from, who: Person = patient): Promise<FreeSlot[]> {
  const reply = await t.request<FreeSlot[]>(
    'GET',
    `/api/doctor/slots/${doctor.doctorId}?from=${from}&to=${to}`,
    { token: who.token },
  );
  assert.equal(reply.status, 200, JSON.stringify(reply.body));
  return reply.body;
}
const book = (body: Record<string, unknown>, who: Person = patient) =>
  t.request('POST', '/api/appointment/create', {
    token: who.token,
    body: { doctor: doctor.doctorId, ...body },
  });
const starts = (slots: FreeSlot[]) => slots.map((s) => s.start.slice(11, 16));
const labels = (slots: FreeSlot[]) => slots.map((s) => s.timeSlot);
const utc = (slots: FreeSlot[]) => slots.map((s) => new Date(s.start).toISOString());

describe('Cal.com getSchedule, slots, date ranges, buffers, future limit', () => {
  it('working hours: Monday 09:00–17:00, 30-minute event, nothing booked: 16 starts', async () => {
    // getSchedule "correctly gets slots for event with working hours": its schedule = our weekly hours.
    await hours();
    const slots = await free(MONDAY);
    assert.equal(slots.length, 16);
    assert.equal(slots[0]!.timeSlot, '09:00 AM - 09:30 AM');
    assert.equal(slots.at(-1)!.timeSlot, '04:30 PM - 05:00 PM');
  });

  it('event length: 60 minutes gives 8 starts on the hour, 45 minutes 10', async () => {
    // getSchedule "slots are as per the event's length": the event type's length = our slotMinutes.
    await hours({ slotMinutes: 60 });
    assert.deepEqual(starts(await free(MONDAY)), [9, 10, 11, 12, 13, 14, 15, 16].map(at));
    await hours({ slotMinutes: 45 });
    const slots = await free(MONDAY);
    assert.equal(slots.length, 10);
    assert.equal(slots.at(-1)!.timeSlot, '03:45 PM - 04:30 PM');
  });

  it('date override: the date’s own hours replace the week’s, that date only', async () => {
    // getSchedule "date overrides": an availability override = our override of one date.
    await hours({ overrides: [{ date: MONDAY, ranges: [{ start: '10:00', end: '12:00' }] }] });
    assert.deepEqual(starts(await free(MONDAY)), ['10:00', '10:30', '11:00', '11:30']);
    assert.equal((await free('2027-02-08')).length, 16);
  });

  it('days off: a day out of office offers nothing', async () => {
    // getSchedule "out of office" / unavailable days: an OOO entry = our time off (whole dates).
    await hours({ timeOff: [{ from: MONDAY, to: MONDAY }] });
    assert.deepEqual(await free(MONDAY), []);
    assert.equal((await free('2027-02-08')).length, 16);
  });

  it('busy-time removal: a booking removes its own slot and no other', async () => {
    // getSchedule "identifies unavailable slots from bookings": a Cal booking = our appointment.
    await hours();
    assert.equal((await book({ start: `${MONDAY}T10:00:00Z` })).status, 201);
    const slots = await free(MONDAY, MONDAY, otherPatient);
    assert.equal(slots.length, 15);
    assert.ok(!starts(slots).includes('10:00'));
    assert.ok(starts(slots).includes('09:30') && starts(slots).includes('10:30'));
  });

  it('minimum booking notice: nothing before now + 2 hours for a patient; staff see the rest of the day', async () => {
    // getSchedule "minimumBookingNotice": minutes of notice = our minimumNoticeHours (whole hours).
    clock = Date.parse(`${MONDAY}T09:10:00Z`);
    await hours({ minimumNoticeHours: 2 });
    assert.equal((await free(MONDAY))[0]!.timeSlot, '11:30 AM - 12:00 PM');
    assert.equal((await free(MONDAY, MONDAY, doctor))[0]!.timeSlot, '09:30 AM - 10:00 AM');
  });

  it('buffers on an empty day: 15 before and 30 after lose no start (16, as both peers)', async () => {
    // getSchedule "beforeEventBuffer/afterEventBuffer": the event type's buffers = ours.
    await hours({ bufferBeforeMinutes: 15, bufferAfterMinutes: 30 });
    const slots = await free(MONDAY);
    assert.equal(slots.length, 16);
    assert.equal(slots[1]!.timeSlot, '09:30 AM - 10:00 AM');
  });

  it('buffers beside a booking: no booking lands in another’s buffer, its own must fit', async () => {
    // The buffer tests with a booking: every appointment carries the doctor's buffers, so two
    // appointments are at least before + after (45 min) apart.
    await hours({ bufferBeforeMinutes: 15, bufferAfterMinutes: 30 });
    assert.equal((await book({ start: `${MONDAY}T12:00:00Z` })).status, 201);
    const slots = await free(MONDAY, MONDAY, otherPatient);
    assert.deepEqual(starts(slots), [
      ...['09:00', '09:30', '10:00', '10:30'],
      ...['13:30', '14:00', '14:30', '15:00', '15:30', '16:00', '16:30'],
    ]);
    const conflict = 'This time slot is already booked for this doctor.';
    for (const time of ['11:00', '13:00']) {
      const reply = await book({ start: `${MONDAY}T${time}:00Z` }, otherPatient);
      assert.equal(reply.status, 409, time);
      assert.equal(reply.body.message, conflict);
    }
    assert.equal((await book({ start: `${MONDAY}T13:30:00Z` }, otherPatient)).status, 201);
  });

  it('future limit: a rolling window of 7 days offers nothing after it', async () => {
    // future-limit "periodType ROLLING, periodDays 7" = our horizonDays (calendar days).
    await hours({ horizonDays: 7 });
    const dates = new Set((await free(MONDAY, '2027-02-15')).map((s) => s.date));
    assert.deepEqual([...dates], [MONDAY]);
    clock = Date.parse(`${MONDAY}T00:00:00Z`);
    assert.deepEqual(
      [...new Set((await free(MONDAY, '2027-02-15')).map((s) => s.date))],
      [MONDAY, '2027-02-08'],
    );
    const tooFar = await book({ start: '2027-02-15T09:00:00Z' });
    assert.equal(tooFar.status, 400);
  });

  it('only future slots on the same day', async () => {
    // slots.test "only shows future booking slots on the same day": its "now" = the app's clock.
    clock = Date.parse(`${MONDAY}T13:10:00Z`);
    await hours();
    assert.equal((await free(MONDAY))[0]!.timeSlot, '01:30 PM - 02:00 PM');
  });

  it('24 hourly slots fit an empty day', async () => {
    // slots.test "can fit 24 hourly slots for an empty day": 00:00–24:00 in 60-minute slots.
    await hours({ slotMinutes: 60, weekly: [{ weekday: 1, start: '00:00', end: '24:00' }] });
    const slots = await free(MONDAY, MONDAY, doctor);
    assert.equal(slots.length, 24);
    assert.equal(slots.at(-1)!.timeSlot, '11:00 PM - 12:00 AM');
  });

  it('20-minute slots in hours that do not end on the hour', async () => {
    // slots.test "20 minutes long events with working hours that do not end at a full hour".
    await hours({ slotMinutes: 20, weekly: [{ weekday: 1, start: '09:00', end: '16:50' }] });
    const slots = await free(MONDAY);
    assert.equal(slots.length, 23);
    assert.equal(slots.at(-1)!.timeSlot, '04:20 PM - 04:40 PM');
  });

  it('a half-hour zone: Kolkata’s 09:00 is 03:30 UTC, and its dates are Kolkata’s', async () => {
    // getSchedule's IST schedules (UTC+05:30): the schedule's zone = the doctor's zone.
    await hours({ timeZone: 'Asia/Kolkata' });
    const slots = await free(MONDAY);
    assert.equal(slots.length, 16);
    assert.equal(utc(slots)[0], '2027-02-01T03:30:00.000Z');
    assert.equal(utc(slots).at(-1), '2027-02-01T11:00:00.000Z');
    assert.ok(slots.every((s) => s.date === MONDAY));
  });

  it('the spring clock change: nothing that does not exist is offered (New York)', async () => {
    // date-ranges "working hours across a DST change": 02:00–03:00 of 2027-03-14 never happens.
    clock = Date.parse('2027-03-10T00:00:00Z');
    await hours({
      timeZone: 'America/New_York',
      weekly: [{ weekday: 7, start: '00:00', end: '04:00' }],
    });
    const slots = await free('2027-03-14');
    assert.deepEqual(labels(slots), [
      '12:00 AM EST - 12:30 AM EST',
      '12:30 AM EST - 01:00 AM EST',
      '01:00 AM EST - 01:30 AM EST',
      '01:30 AM EST - 03:00 AM EDT',
      '03:00 AM EDT - 03:30 AM EDT',
      '03:30 AM EDT - 04:00 AM EDT',
    ]);
    assert.deepEqual(utc(slots).slice(3, 5), [
      '2027-03-14T06:30:00.000Z',
      '2027-03-14T07:00:00.000Z',
    ]);
    // A day without a change keeps the plain labels.
    assert.equal((await free('2027-03-21'))[0]!.timeSlot, '12:00 AM - 12:30 AM');
  });

  it('the repeated autumn hour is offered twice, each once, labelled apart (New York)', async () => {
    // date-ranges' DST end: 01:00–02:00 of 2027-11-07 happens twice (EDT, then EST).
    clock = Date.parse('2027-11-01T00:00:00Z');
    await hours({
      timeZone: 'America/New_York',
      weekly: [{ weekday: 7, start: '00:00', end: '03:00' }],
    });
    const slots = await free('2027-11-07');
    assert.deepEqual(labels(slots), [
      '12:00 AM EDT - 12:30 AM EDT',
      '12:30 AM EDT - 01:00 AM EDT',
      '01:00 AM EDT - 01:30 AM EDT',
      '01:30 AM EDT - 01:00 AM EST',
      '01:00 AM EST - 01:30 AM EST',
      '01:30 AM EST - 02:00 AM EST',
      '02:00 AM EST - 02:30 AM EST',
      '02:30 AM EST - 03:00 AM EST',
    ]);
    assert.equal(utc(slots)[0], '2027-11-07T04:00:00.000Z');
    assert.equal(utc(slots).at(-1), '2027-11-07T07:30:00.000Z');
    assert.equal(new Set(labels(slots)).size, slots.length, 'no two labels alike');
  });

  it('a range that starts in the repeated hour starts at its earlier instant', async () => {
    // date-ranges' override on a DST day; RFC 5545 and Temporal 'compatible' read 01:00 as EDT.
    clock = Date.parse('2027-11-01T00:00:00Z');
    await hours({
      timeZone: 'America/New_York',
      weekly: [{ weekday: 7, start: '01:00', end: '04:00' }],
    });
    const slots = await free('2027-11-07');
    assert.equal(slots.length, 8);
    assert.equal(utc(slots)[0], '2027-11-07T05:00:00.000Z');
    assert.equal(slots[0]!.timeSlot, '01:00 AM EDT - 01:30 AM EDT');
  });
});

describe('Medplum Schedule/$find', () => {
  // fourDayWorkWeek: Monday to Thursday 09:30–12:30 and 13:15–16:15, in New York.
  const fourDayWorkWeek = [1, 2, 3, 4].flatMap((weekday) => [
    { weekday, start: '09:30', end: '12:30' },
    { weekday, start: '13:15', end: '16:15' },
  ]);
  const newYork = (over: Record<string, unknown> = {}) =>
    hours({ timeZone: 'America/New_York', slotMinutes: 20, weekly: fourDayWorkWeek, ...over });

  it('an interval not overlapping availability: an empty answer', async () => {
    // "searching an interval not overlapping availability returns an empty bundle": a Sunday.
    await newYork();
    assert.deepEqual(await free('2027-02-07'), []);
  });

  it('finds the slots inside the availability, in the schedule’s zone', async () => {
    // "finds slots that overlap with the availability": Medplum aligns 20-minute visits to the
    // hour; CareConnect cuts each range from its start, so every 20 minutes from 09:30 EST.
    await newYork();
    const slots = await free(MONDAY);
    assert.equal(slots.length, 18);
    assert.equal(utc(slots)[0], '2027-02-01T14:30:00.000Z');
    assert.equal(slots[0]!.timeSlot, '09:30 AM - 09:50 AM');
    assert.equal(slots[9]!.timeSlot, '01:15 PM - 01:35 PM');
  });

  it('removes busy time from the results', async () => {
    // "discovers and removes busy slots": its busy Slot = our appointment (one grid slot).
    await newYork();
    assert.equal((await book({ start: `${MONDAY}T16:10:00Z` })).status, 201); // 11:10 EST
    const slots = labels(await free(MONDAY, MONDAY, otherPatient));
    assert.ok(!slots.includes('11:10 AM - 11:30 AM'));
    assert.ok(slots.includes('10:50 AM - 11:10 AM') && slots.includes('11:30 AM - 11:50 AM'));
  });

  it('buffers before and after: each booking keeps its own clear of busy time', async () => {
    // "resolving availability with bufferBefore and bufferAfter" (15 / 5): Medplum's busy Slots
    // have no buffers; ours are appointments carrying the doctor's, so 20 minutes either side.
    await newYork({ bufferBeforeMinutes: 15, bufferAfterMinutes: 5 });
    assert.equal((await book({ start: `${MONDAY}T15:30:00Z` })).status, 201); // 10:30 EST
    const morning = labels(await free(MONDAY, MONDAY, otherPatient)).slice(0, 6);
    assert.deepEqual(morning, [
      '09:30 AM - 09:50 AM',
      '09:50 AM - 10:10 AM',
      '11:10 AM - 11:30 AM',
      '11:30 AM - 11:50 AM',
      '11:50 AM - 12:10 PM',
      '12:10 PM - 12:30 PM',
    ]);
  });

  it('a zone without daylight saving keeps its offset all year (Phoenix)', async () => {
    // The $find tests' Location in America/Phoenix: the zone = the doctor's zone.
    clock = Date.parse('2027-03-10T00:00:00Z');
    await hours({
      timeZone: 'America/Phoenix',
      weekly: [{ weekday: 1, start: '09:00', end: '10:00' }],
    });
    assert.deepEqual(utc(await free('2027-03-15')), [
      '2027-03-15T16:00:00.000Z',
      '2027-03-15T16:30:00.000Z',
    ]);
  });

  it('a request it cannot read is a 400 with a sentence', async () => {
    // $find's invalid start/end parameters = our from/to.
    await newYork();
    const ask = (query: string) =>
      t.request('GET', `/api/doctor/slots/${doctor.doctorId}?${query}`, { token: patient.token });
    const bad = await ask('from=2027-02-30&to=2027-03-01');
    assert.equal(bad.status, 400);
    const backwards = await ask('from=2027-02-10&to=2027-02-01');
    assert.equal(backwards.status, 400);
    assert.equal(backwards.body.message, 'The end date must be on or after the start date.');
  });
});

describe('the clock changes in three kinds of zone', () => {
  it('Europe/Berlin: the repeated 02:00–03:00 twice (CEST, CET), the skipped one never', async () => {
    clock = Date.parse('2027-03-20T00:00:00Z');
    await hours({
      timeZone: 'Europe/Berlin',
      weekly: [{ weekday: 7, start: '01:00', end: '04:00' }],
    });
    const spring = await free('2027-03-28');
    assert.deepEqual(labels(spring), [
      '01:00 AM CET - 01:30 AM CET',
      '01:30 AM CET - 03:00 AM CEST',
      '03:00 AM CEST - 03:30 AM CEST',
      '03:30 AM CEST - 04:00 AM CEST',
    ]);
    const autumn = await free('2027-10-31');
    assert.deepEqual(labels(autumn), [
      '01:00 AM CEST - 01:30 AM CEST',
      '01:30 AM CEST - 02:00 AM CEST',
      '02:00 AM CEST - 02:30 AM CEST',
      '02:30 AM CEST - 02:00 AM CET',
      '02:00 AM CET - 02:30 AM CET',
      '02:30 AM CET - 03:00 AM CET',
      '03:00 AM CET - 03:30 AM CET',
      '03:30 AM CET - 04:00 AM CET',
    ]);
    // 01:00 CEST is 23:00 UTC the day before: the slot still belongs to the doctor's date.
    assert.equal(utc(autumn)[0], '2027-10-30T23:00:00.000Z');
    assert.ok(autumn.every((s) => s.date === '2027-10-31'));
    // The plain label names two slots: refused with both choices.
    const plain = await book({ date: '2027-10-31', timeSlot: '02:00 AM - 02:30 AM' });
    assert.equal(plain.status, 400);
    assert.equal(
      plain.body.message,
      'On 2027-10-31 the clock goes back and 02:00 AM - 02:30 AM happens twice: choose 02:00 AM CEST - 02:30 AM CEST or 02:00 AM CET - 02:30 AM CET.',
    );
    // A time that happens once still books by its plain label.
    const once = await book({ date: '2027-10-31', timeSlot: '03:00 AM - 03:30 AM' });
    assert.equal(once.status, 201, JSON.stringify(once.body));
    assert.equal(once.body.timeSlot, '03:00 AM CET - 03:30 AM CET');
  });

  it('Australia/Lord_Howe: a clock that moves by 30 minutes', async () => {
    clock = Date.parse('2027-03-30T00:00:00Z');
    await hours({
      timeZone: 'Australia/Lord_Howe',
      weekly: [{ weekday: 7, start: '01:00', end: '03:00' }],
    });
    // 4 April: 02:00 (UTC+11) becomes 01:30 (UTC+10:30); 01:30–02:00 happens twice.
    const autumn = await free('2027-04-04');
    assert.deepEqual(labels(autumn), [
      '01:00 AM GMT+11 - 01:30 AM GMT+11',
      '01:30 AM GMT+11 - 01:30 AM GMT+10:30',
      '01:30 AM GMT+10:30 - 02:00 AM GMT+10:30',
      '02:00 AM GMT+10:30 - 02:30 AM GMT+10:30',
      '02:30 AM GMT+10:30 - 03:00 AM GMT+10:30',
    ]);
    assert.equal(utc(autumn)[0], '2027-04-03T14:00:00.000Z');
    // 3 October: 02:00 (UTC+10:30) becomes 02:30 (UTC+11); 02:00–02:30 never happens.
    clock = Date.parse('2027-09-30T00:00:00Z');
    await hours({
      timeZone: 'Australia/Lord_Howe',
      weekly: [{ weekday: 7, start: '01:00', end: '04:00' }],
    });
    const spring = await free('2027-10-03');
    assert.deepEqual(labels(spring), [
      '01:00 AM GMT+10:30 - 01:30 AM GMT+10:30',
      '01:30 AM GMT+10:30 - 02:30 AM GMT+11',
      '02:30 AM GMT+11 - 03:00 AM GMT+11',
      '03:00 AM GMT+11 - 03:30 AM GMT+11',
      '03:30 AM GMT+11 - 04:00 AM GMT+11',
    ]);
    for (const s of spring) assert.equal(Date.parse(s.end) - Date.parse(s.start), 30 * 60_000);
  });
});

describe('booking the repeated hour, and what the patient is sent', () => {
  const FALL = '2027-11-07';
  const plainLabel = '01:00 AM - 01:30 AM';
  beforeEach(async () => {
    clock = Date.parse('2027-11-01T00:00:00Z');
    await hours({
      timeZone: 'America/New_York',
      weekly: [{ weekday: 7, start: '00:00', end: '03:00' }],
    });
  });

  it('{ date, timeSlot } names exactly one slot, or gets a 400 naming both', async () => {
    const plain = await book({ date: FALL, timeSlot: plainLabel });
    assert.equal(plain.status, 400);
    assert.equal(
      plain.body.message,
      `On ${FALL} the clock goes back and ${plainLabel} happens twice: choose 01:00 AM EDT - 01:30 AM EDT or 01:00 AM EST - 01:30 AM EST.`,
    );
    const first = await book({ date: FALL, timeSlot: '01:00 AM EDT - 01:30 AM EDT' });
    assert.equal(first.status, 201, JSON.stringify(first.body));
    assert.equal(first.body.start, '2027-11-07T05:00:00.000Z');
    const second = await book({ date: FALL, timeSlot: '1:00 am est - 1:30 am est' }, otherPatient);
    assert.equal(second.status, 201, JSON.stringify(second.body));
    assert.equal(second.body.start, '2027-11-07T06:00:00.000Z');
    assert.equal(second.body.timeSlot, '01:00 AM EST - 01:30 AM EST');
  });

  it('the two 01:00s: distinct email subjects, invitations in UTC that both parsers read alike', async () => {
    const first = await book({ date: FALL, timeSlot: '01:00 AM EDT - 01:30 AM EDT' });
    const second = await book({ start: '2027-11-07T06:00:00Z' }, otherPatient);
    const [one] = await mails(patient, 1);
    const [two] = await mails(otherPatient, 1);
    assert.equal(one!.subject, `Your appointment on ${FALL} at 01:00 AM EDT - 01:30 AM EDT`);
    assert.equal(two!.subject, `Your appointment on ${FALL} at 01:00 AM EST - 01:30 AM EST`);
    for (const [mail, booked] of [
      [one!, first.body],
      [two!, second.body],
    ] as const) {
      const event = bothParsers(mail.calendar!);
      assert.equal(event.start, booked.start);
      assert.equal(event.end, booked.end);
      // Local time with a TZID would be read as the first 01:00 (RFC 5545 §3.3.5): UTC instead.
      assert.match(mail.calendar!, new RegExp(`\r\nDTSTART:${stamp(booked.start)}\r\n`));
    }
  });
});

describe('invitations to the letter of RFC 5545, 5546 and 6868', () => {
  it('escapes the attendee’s name by RFC 6868, ends every line with CRLF, folds at 75 octets', async () => {
    const quoted = await t.createPatient({ firstName: 'Pat "Q"', lastName: 'Ünïcødé-Ŝmïth^Ωmega' });
    await hours({ timeZone: 'America/New_York' });
    assert.equal((await book({ start: '2027-02-01T15:00:00Z' }, quoted)).status, 201);
    const [mail] = await mails(quoted, 1);
    const text = mail!.calendar!;
    assert.ok(text.endsWith('END:VCALENDAR\r\n'), 'the last line ends with CRLF too');
    assert.equal(text.replace(/\r\n/g, '').includes('\n'), false, 'no bare line feed');
    for (const line of text.split('\r\n'))
      assert.ok(Buffer.byteLength(line) <= 75, `${Buffer.byteLength(line)} octets: ${line}`);
    assert.match(text.replace(/\r\n /g, ''), /;CN="Pat \^'Q\^' Ünïcødé-Ŝmïth\^\^Ωmega":MAILTO:/);
    const event = bothParsers(text);
    assert.equal(event.attendee, 'Pat "Q" Ünïcødé-Ŝmïth^Ωmega');
    assert.equal(event.start, '2027-02-01T15:00:00.000Z');
  });

  it('SEQUENCE rises by one with every change the patient is sent, in the feed too', async () => {
    await hours({
      timeZone: 'America/New_York',
      weekly: [1, 2].map((weekday) => ({ weekday, start: '09:00', end: '17:00' })),
    });
    const booked = await book({ start: '2027-02-01T15:00:00Z' });
    const id = booked.body._id as string;
    const feedUrl = (
      await t.request('POST', `/api/doctor/calendar-feed/${doctor.doctorId}`, {
        token: doctor.token,
      })
    ).body.url as string;
    const feedSequence = async () => {
      const text = (await t.request('GET', new URL(feedUrl).pathname)).raw.body;
      const events = new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent');
      return events.map((e) => Number(e.getFirstPropertyValue('sequence')));
    };
    assert.deepEqual(await feedSequence(), [0]);
    const change = async (url: string, body: Record<string, unknown>, who: Person) =>
      assert.equal((await t.request('PATCH', url, { token: who.token, body })).status, 200);
    await change(`/api/appointment/status/${id}`, { status: 'confirmed' }, doctor);
    await change(`/api/appointment/reschedule/${id}`, { start: '2027-02-02T16:00:00Z' }, patient);
    assert.deepEqual(await feedSequence(), [2], 'the feed follows the move');
    await change(`/api/appointment/status/${id}`, { status: 'cancelled' }, patient);
    const sent = (await mails(patient, 4)).reverse();
    const sequences = sent.map((m) => bothParsers(m.calendar!).sequence);
    assert.deepEqual(sequences, [0, 1, 2, 3]);
    assert.deepEqual(
      sent.map((m) => /\r\nMETHOD:(\w+)\r\n/.exec(m.calendar!)?.[1]),
      ['REQUEST', 'REQUEST', 'REQUEST', 'CANCEL'],
    );
  });

  it('only IANA zone names are saved, with a sentence for anything else', async () => {
    for (const zone of ['UTC+3', 'GMT+3', 'EST5EDT', 'america/new york', 'Mars/Olympus']) {
      const reply = await t.request('PUT', `/api/doctor/availability/${doctor.doctorId}`, {
        token: doctor.token,
        body: rules({ timeZone: zone }),
      });
      assert.equal(reply.status, 400, zone);
      assert.equal(
        reply.body.message,
        `"${zone}" is not a time zone we know (use a name like Europe/Paris).`,
      );
    }
    for (const zone of ['UTC', 'Europe/Berlin', 'Asia/Kolkata', 'Australia/Lord_Howe'])
      await hours({ timeZone: zone });
  });
});

// ---------------------------------------------------------------- helpers

function at(hour: number): string {
  return `${String(hour).padStart(2, '0')}:00`;
}

/** '2027-11-07T05:00:00.000Z' → '20271107T050000Z'. */
function stamp(iso: string): string {
  return new Date(iso)
    .toISOString()
    .replace(/\.\d{3}/, '')
    .replace(/[-:]/g, '');
}

interface OutboxEmail {
  subject: string;
  calendar?: string;
}

/** The patient's emails, newest first, once `count` have arrived (they are sent after the answer). */
async function mails(who: Person, count: number): Promise<OutboxEmail[]> {
  let found: OutboxEmail[] = [];
  for (let i = 0; i < 200 && found.length < count; i++) {
    if (i > 0) await new Promise((resolve) => setTimeout(resolve, 25));
    found = (await t.emails(who.email)) as OutboxEmail[];
  }
  assert.equal(found.length, count, `${count} emails to ${who.email}`);
  return found;
}

/** RFC 6868's decoding, which node-ical leaves undone (it returns parameter values as written). */
function rfc6868(value: string): string {
  return value.replace(/\^(['n^])/g, (_, c: string) => (c === "'" ? '"' : c === 'n' ? '\n' : '^'));
}

/**
 * The one event of an invitation as ical.js and node-ical read it; fails unless both read the
 * same instants, UID, SEQUENCE, status, summary and attendee.
 */
function bothParsers(text: string) {
  const vevent = new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent')!;
  const event = new ICAL.Event(vevent);
  const fromIcalJs = {
    uid: event.uid,
    start: event.startDate.toJSDate().toISOString(),
    end: event.endDate.toJSDate().toISOString(),
    sequence: event.sequence,
    status: String(vevent.getFirstPropertyValue('status')),
    summary: event.summary,
    attendee: String(vevent.getFirstProperty('attendee')?.getParameter('cn') ?? ''),
  };
  const parsed = Object.values(ical.sync.parseICS(text)).filter(
    (c): c is VEvent => c?.type === 'VEVENT',
  );
  assert.equal(parsed.length, 1);
  const other = parsed[0]!;
  const attendee = other.attendee as unknown as { params?: { CN?: string } } | undefined;
  const fromNodeIcal = {
    uid: other.uid,
    start: other.start.toISOString(),
    end: other.end.toISOString(),
    sequence: Number(other.sequence),
    status: String(other.status),
    summary: String(other.summary),
    attendee: rfc6868(attendee?.params?.CN ?? ''),
  };
  assert.deepEqual(fromNodeIcal, fromIcalJs);
  return fromIcalJs;
}
