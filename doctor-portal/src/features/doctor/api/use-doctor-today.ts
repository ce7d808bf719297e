import { calendarDateInZone, isValidTimeZone, todayIso } from '@careconnect/shared-ui';
import { useAvailability } from '../../calendar/api/get-availability';

/**
 * Today's date ('YYYY-MM-DD') in the doctor's time zone (their working hours'), which is the day
 * their appointments are booked in, whatever the browser's zone. Undefined until the zone is
 * known; the browser's date when it cannot be read.
 */
export function useDoctorToday(doctorId: string, now: () => Date = () => new Date()) {
  const availability = useAvailability(doctorId);
  if (availability.isPending) return undefined;
  const zone = availability.data?.timeZone;
  return zone && isValidTimeZone(zone) ? calendarDateInZone(now(), zone) : todayIso(now());
}
