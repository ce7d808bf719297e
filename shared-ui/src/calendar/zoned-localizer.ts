import { DateTime } from 'luxon';
import { luxonLocalizer, type DateLocalizer } from 'react-big-calendar';
import { zoneFor } from './remembering-zone';

/**
 * react-big-calendar's luxon localizer in a given zone, without touching luxon's global default
 * zone: the localizer only ever builds DateTimes through `fromJSDate` and `local`, so it is
 * handed a DateTime whose constructors read every instant in `zone`. Weeks start on Monday
 * (ISO, as the doctors' weekly hours are numbered).
 */
export function zonedLocalizer(name: string): DateLocalizer {
  // The grid asks for the same instants' offsets over and over: remembered (remembering-zone.ts).
  const zone = zoneFor(name);
  const inZone = {
    fromJSDate: (date: Date) => DateTime.fromJSDate(date, { zone }),
    local: () => DateTime.local({ zone }),
    min: (...times: DateTime[]) => DateTime.min(...times),
    max: (...times: DateTime[]) => DateTime.max(...times),
  };
  const localizer = luxonLocalizer(inZone as unknown as typeof DateTime, { firstDayOfWeek: 1 });
  // The library's default reads the browser's offset; the grid's DST handling needs the zone's.
  localizer.getTimezoneOffset = (date: Date) => -DateTime.fromJSDate(date, { zone }).offset;
  localizer.getDstOffset = (start: Date, end: Date) =>
    localizer.getTimezoneOffset(start) - localizer.getTimezoneOffset(end);
  return localizer;
}
