/** '09:30' style minutes-of-day → '09:30 AM'. */
function clock12(minutes: number): string {
  const h24 = Math.floor(minutes / 60) % 24;
  const m = minutes % 60;
  const suffix = h24 < 12 ? 'AM' : 'PM';
  const h12 = h24 % 12 === 0 ? 12 : h24 % 12;
  return `${String(h12).padStart(2, '0')}:${String(m).padStart(2, '0')} ${suffix}`;
}

export function formatSlot(startMinutes: number, endMinutes: number): string {
  return `${clock12(startMinutes)} - ${clock12(endMinutes)}`;
}

/** The bookable half hours of a day: 09:00 AM - 09:30 AM … 04:30 PM - 05:00 PM. */
export function dailySlots(): { timeSlot: string; startMinutes: number }[] {
  const slots = [];
  for (let start = 9 * 60; start < 17 * 60; start += 30)
    slots.push({ timeSlot: formatSlot(start, start + 30), startMinutes: start });
  return slots;
}

function parseClock(text: string): number | null {
  const m = /^(\d{1,2})(?::(\d{2}))?\s*([ap]\.?m\.?)?$/i.exec(text.trim());
  if (!m) return null;
  let h = Number(m[1]);
  const min = Number(m[2] ?? '0');
  if (min > 59) return null;
  const suffix = m[3]?.toLowerCase().replace(/\./g, '');
  if (suffix) {
    if (h < 1 || h > 12) return null;
    if (suffix === 'am' && h === 12) h = 0;
    if (suffix === 'pm' && h !== 12) h += 12;
  } else if (h > 23 || m[2] === undefined) {
    return null;
  }
  return h * 60 + min;
}

const CLOCK = String.raw`\d{1,2}(?::\d{2})?\s*(?:[aApP]\.?[mM]\.?)?`;
// A zone's abbreviation as slot labels carry it on the days clocks change ('EDT', 'GMT+10:30').
const ZONE = String.raw`(?!(?:AM|PM)\b)(?:(?:GMT|UTC)[+-]\d{1,2}(?::\d{2})?|[A-Z]{2,5})`;
const RANGE = new RegExp(
  String.raw`^(${CLOCK})(?:\s+(${ZONE}))?\s*(?:-|–|—|to)\s*(${CLOCK})(?:\s+(${ZONE}))?$`,
  'i',
);

/**
 * Time slots are free text, but a recognisable range ('9:00 am-9:30 am', '14:00 - 14:30') is
 * written the one way the slot list uses ('09:00 AM - 09:30 AM'), so that the double-booking rule
 * sees the same slot however it was typed. On the days clocks change, the slot list writes each
 * time with the zone's abbreviation ('01:00 AM EST - 01:30 AM EST'): kept, in capitals. Anything
 * else is kept as typed (trimmed).
 */
export function normaliseTimeSlot(input: string): string {
  const text = input.trim().replace(/\s+/g, ' ');
  const m = RANGE.exec(text);
  if (m) {
    const start = parseClock(m[1]!);
    const end = parseClock(m[3]!);
    const startZone = m[2]?.toUpperCase();
    const endZone = m[4]?.toUpperCase();
    // Across a change of clock (both zones named) the end may read earlier than the start.
    const zoned = startZone !== undefined && endZone !== undefined;
    if (start !== null && end !== null && (zoned || end > start)) {
      const at = (minutes: number, zone: string | undefined) =>
        zone ? `${clock12(minutes)} ${zone}` : clock12(minutes);
      return `${at(start, startZone)} - ${at(end, endZone)}`;
    }
  }
  return text;
}

/** Minutes of day at which a slot starts, when it can be read. */
export function slotStartMinutes(timeSlot: string): number | null {
  const first = timeSlot.split(/\s*(?:-|–|—|to)\s*/i)[0];
  return first === undefined ? null : parseClock(first);
}
