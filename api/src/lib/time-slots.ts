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

/**
 * Time slots are free text, but a recognisable range ('9:00 am-9:30 am', '14:00 - 14:30') is
 * written the one way the slot list uses ('09:00 AM - 09:30 AM'), so that the double-booking rule
 * sees the same slot however it was typed. Anything else is kept as typed (trimmed).
 */
export function normaliseTimeSlot(input: string): string {
  const text = input.trim().replace(/\s+/g, ' ');
  const parts = text.split(/\s*(?:-|–|—|to)\s*/i);
  if (parts.length === 2) {
    const start = parseClock(parts[0]!);
    const end = parseClock(parts[1]!);
    if (start !== null && end !== null && end > start) return formatSlot(start, end);
  }
  return text;
}

/** Minutes of day at which a slot starts, when it can be read. */
export function slotStartMinutes(timeSlot: string): number | null {
  const first = timeSlot.split(/\s*(?:-|–|—|to)\s*/i)[0];
  return first === undefined ? null : parseClock(first);
}
