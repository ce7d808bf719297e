import { emptyBooking, type BookAppointmentValues } from './book-appointment-schema';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The booking a link asks for (a follow-up in the visit summary): `?doctor=<id>&date=<day>`
 * opens the doctor's free times around that day, `&kind=video` chooses a video visit where the
 * time allows one. A day already past opens on today; anything malformed is left out.
 */
export function bookingFromLink(params: URLSearchParams, today: string): BookAppointmentValues {
  const doctor = params.get('doctor') ?? '';
  const date = params.get('date') ?? '';
  if (!UUID.test(doctor)) return emptyBooking;
  return {
    ...emptyBooking,
    doctor,
    date: DAY.test(date) && !Number.isNaN(Date.parse(date)) ? (date < today ? today : date) : '',
    kind: params.get('kind') === 'video' ? 'video' : emptyBooking.kind,
  };
}
