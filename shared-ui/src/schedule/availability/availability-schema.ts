import { array, boolean, number, object, string, ValidationError, type TestContext } from 'yup';
import { isValidTimeZone } from '@careconnect/shared-ui';
import type { Availability, AvailabilityBody, SlotMinutes, Weekday } from '../types';

export const WEEKDAY_NAMES = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;

export const SLOT_MINUTES: SlotMinutes[] = [15, 20, 30, 45, 60];

export const AVAILABILITY_MESSAGES = {
  timeZone: 'Choose a time zone from the list.',
  startRequired: 'Enter a start time.',
  endRequired: 'Enter an end time.',
  endAfterStart: 'The end must be after the start.',
  overlap: 'This range overlaps another range of the same day.',
  overrideDate: 'Choose a date.',
  overrideTwice: 'This date already has other hours above.',
  overrideNoRange: 'Add a range, or mark the date closed.',
  timeOffFrom: 'Choose the first day off.',
  timeOffTo: 'Choose the last day off.',
  timeOffOrder: 'The last day cannot be before the first day.',
  note: 'The note must be at most 200 characters.',
  buffer: 'Enter whole minutes from 0 to 120.',
  notice: 'Enter whole hours from 0 to 720.',
  horizon: 'Enter whole days from 1 to 365.',
  maxUpcoming: 'Enter a whole number from 1 to 20.',
} as const;

/** Which kinds of visit a range's slots may be, as its select holds it. */
export type RangeVisits = 'in_person' | 'video' | 'both';

export const RANGE_VISITS: { value: RangeVisits; label: string }[] = [
  { value: 'in_person', label: 'In person' },
  { value: 'video', label: 'Video' },
  { value: 'both', label: 'In person or video' },
];

export interface RangeValues {
  start: string;
  end: string;
  /** In person when absent (hours saved before video visits). */
  visits?: RangeVisits;
}

type Kinds = ('in_person' | 'video')[];

function visitsOf(kinds: Kinds | undefined): RangeVisits {
  const video = kinds?.includes('video') ?? false;
  const inPerson = !kinds || kinds.length === 0 || kinds.includes('in_person');
  return video && inPerson ? 'both' : video ? 'video' : 'in_person';
}

/** The API's kinds; left out for in person, the default, so older hours read the same. */
function kindsOf(visits: RangeVisits | undefined): { kinds?: Kinds } {
  if (visits === 'video') return { kinds: ['video'] };
  if (visits === 'both') return { kinds: ['in_person', 'video'] };
  return {};
}

const toRangeValues = ({ start, end, kinds }: { start: string; end: string; kinds?: Kinds }) => ({
  start,
  end,
  visits: visitsOf(kinds),
});
const toRange = ({ start, end, visits }: RangeValues) => ({ start, end, ...kindsOf(visits) });

export interface AvailabilityFormValues {
  timeZone: string;
  slotMinutes: string;
  /** Numbers as the inputs hold them ('' while empty). */
  bufferBeforeMinutes: number | '';
  bufferAfterMinutes: number | '';
  minimumNoticeHours: number | '';
  horizonDays: number | '';
  maxUpcomingPerPatient: number | '';
  /** Seven days, Monday first. */
  weekly: { ranges: RangeValues[] }[];
  overrides: { date: string; closed: boolean; ranges: RangeValues[] }[];
  timeOff: { from: string; to: string; note: string }[];
}

const byStart = (a: RangeValues, b: RangeValues) => a.start.localeCompare(b.start);

export function toFormValues(availability: Availability): AvailabilityFormValues {
  return {
    timeZone: availability.timeZone,
    slotMinutes: String(availability.slotMinutes),
    bufferBeforeMinutes: availability.bufferBeforeMinutes,
    bufferAfterMinutes: availability.bufferAfterMinutes,
    minimumNoticeHours: availability.minimumNoticeHours,
    horizonDays: availability.horizonDays,
    maxUpcomingPerPatient: availability.maxUpcomingPerPatient,
    weekly: WEEKDAY_NAMES.map((_, index) => ({
      ranges: availability.weekly
        .filter((range) => range.weekday === index + 1)
        .map(toRangeValues)
        .sort(byStart),
    })),
    overrides: [...availability.overrides]
      .sort((a, b) => a.date.localeCompare(b.date))
      .map((override) => ({
        date: override.date,
        closed: override.ranges.length === 0,
        ranges: override.ranges.map(toRangeValues).sort(byStart),
      })),
    timeOff: availability.timeOff.map((off) => ({
      from: off.from,
      to: off.to,
      note: off.note ?? '',
    })),
  };
}

export function toAvailabilityBody(values: AvailabilityFormValues): AvailabilityBody {
  return {
    timeZone: values.timeZone.trim(),
    slotMinutes: Number(values.slotMinutes) as SlotMinutes,
    bufferBeforeMinutes: Number(values.bufferBeforeMinutes),
    bufferAfterMinutes: Number(values.bufferAfterMinutes),
    minimumNoticeHours: Number(values.minimumNoticeHours),
    horizonDays: Number(values.horizonDays),
    maxUpcomingPerPatient: Number(values.maxUpcomingPerPatient),
    weekly: values.weekly.flatMap((day, index) =>
      [...day.ranges].sort(byStart).map((range) => ({
        weekday: (index + 1) as Weekday,
        ...toRange(range),
      })),
    ),
    overrides: [...values.overrides]
      .sort((a, b) => a.date.localeCompare(b.date))
      .map((override) => ({
        date: override.date,
        ranges: override.closed ? [] : [...override.ranges].sort(byStart).map(toRange),
      })),
    timeOff: values.timeOff.map((off) => ({
      from: off.from,
      to: off.to,
      ...(off.note.trim() ? { note: off.note.trim() } : {}),
    })),
  };
}

const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;

const range = object({
  start: string().required(AVAILABILITY_MESSAGES.startRequired).matches(CLOCK, {
    message: AVAILABILITY_MESSAGES.startRequired,
  }),
  end: string()
    .required(AVAILABILITY_MESSAGES.endRequired)
    .matches(CLOCK, { message: AVAILABILITY_MESSAGES.endRequired })
    .test('after-start', AVAILABILITY_MESSAGES.endAfterStart, function afterStart(end) {
      const start = (this.parent as RangeValues).start;
      return !end || !start || !CLOCK.test(start) || end > start;
    }),
});

/** Ranges of one day may not overlap: the later one of a pair is marked. */
function noOverlap(this: TestContext, ranges: RangeValues[] | undefined) {
  const valid = (ranges ?? [])
    .map((r, index) => ({ ...r, index }))
    .filter((r) => CLOCK.test(r.start) && CLOCK.test(r.end) && r.end > r.start)
    .sort(byStart);
  const errors: ValidationError[] = [];
  let latestEnd = '';
  for (const r of valid) {
    if (latestEnd && r.start < latestEnd) {
      errors.push(
        this.createError({
          path: `${this.path}[${r.index}].start`,
          message: AVAILABILITY_MESSAGES.overlap,
        }),
      );
    }
    if (r.end > latestEnd) latestEnd = r.end;
  }
  return errors.length ? new ValidationError(errors) : true;
}

const ranges = array(range).test('no-overlap', AVAILABILITY_MESSAGES.overlap, noOverlap);

const whole = (min: number, max: number, message: string) =>
  number()
    .transform((value: number, original: unknown) =>
      original === '' || original === null ? undefined : value,
    )
    .typeError(message)
    .required(message)
    .integer(message)
    .min(min, message)
    .max(max, message);

/** Messages at the field they are about (new texts: the spec has no hours editor). */
export const availabilitySchema = object({
  timeZone: string()
    .trim()
    .required(AVAILABILITY_MESSAGES.timeZone)
    .test('zone', AVAILABILITY_MESSAGES.timeZone, (zone) => !zone || isValidTimeZone(zone)),
  slotMinutes: string().oneOf(SLOT_MINUTES.map(String)).required(),
  bufferBeforeMinutes: whole(0, 120, AVAILABILITY_MESSAGES.buffer),
  bufferAfterMinutes: whole(0, 120, AVAILABILITY_MESSAGES.buffer),
  minimumNoticeHours: whole(0, 720, AVAILABILITY_MESSAGES.notice),
  horizonDays: whole(1, 365, AVAILABILITY_MESSAGES.horizon),
  maxUpcomingPerPatient: whole(1, 20, AVAILABILITY_MESSAGES.maxUpcoming),
  weekly: array(object({ ranges })),
  overrides: array(
    object({
      date: string().required(AVAILABILITY_MESSAGES.overrideDate),
      closed: boolean(),
      ranges: ranges.when('closed', {
        is: true,
        then: () => array(),
        otherwise: (schema) => schema.min(1, AVAILABILITY_MESSAGES.overrideNoRange),
      }),
    }),
  ).test('one-per-date', AVAILABILITY_MESSAGES.overrideTwice, function onePerDate(overrides) {
    const seen = new Set<string>();
    const errors: ValidationError[] = [];
    (overrides ?? []).forEach((override, index) => {
      if (!override.date) return;
      if (seen.has(override.date)) {
        errors.push(
          this.createError({
            path: `${this.path}[${index}].date`,
            message: AVAILABILITY_MESSAGES.overrideTwice,
          }),
        );
      }
      seen.add(override.date);
    });
    return errors.length ? new ValidationError(errors) : true;
  }),
  timeOff: array(
    object({
      from: string().required(AVAILABILITY_MESSAGES.timeOffFrom),
      to: string()
        .required(AVAILABILITY_MESSAGES.timeOffTo)
        .test('order', AVAILABILITY_MESSAGES.timeOffOrder, function order(to) {
          const from = (this.parent as { from: string }).from;
          return !to || !from || to >= from;
        }),
      note: string().max(200, AVAILABILITY_MESSAGES.note),
    }),
  ),
});
