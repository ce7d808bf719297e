import { IANAZone, Info, type Zone } from 'luxon';

/** Offsets kept per zone before all are dropped (a week of 5-minute slots has 2,016 edges). */
const KEPT = 10_000;

/**
 * An IANA zone that keeps the offsets it has worked out. luxon asks the zone for its offset each
 * time it builds a DateTime, and an IANA zone works it out through Intl (`formatToParts`) on every
 * call; the calendar grid builds thousands of DateTimes for the same few instants (its slots'
 * edges) each time it draws, and those Intl calls were a large share of its drawing. An instant's
 * offset in a zone never changes while the page runs, so the answer can be kept.
 */
class RememberingZone extends IANAZone {
  private readonly offsets = new Map<number, number>();

  override offset(ts: number): number {
    let known = this.offsets.get(ts);
    if (known === undefined) {
      known = super.offset(ts);
      if (this.offsets.size >= KEPT) this.offsets.clear();
      this.offsets.set(ts, known);
    }
    return known;
  }
}

const zones = new Map<string, Zone>();

/**
 * The zone to give luxon for `name`: one remembering zone per IANA name. Names luxon reads
 * itself as a fixed offset ('UTC', 'UTC+2', 'system' …) or cannot read are handed back as they
 * are, so luxon treats them exactly as before.
 */
export function zoneFor(name: string): Zone | string {
  let zone = zones.get(name);
  if (!zone) {
    // luxon's own reading of the name decides which names are IANA zones.
    const read = Info.normalizeZone(name);
    if (!(read instanceof IANAZone) || !read.isValid) return name;
    zone = new RememberingZone(name);
    zones.set(name, zone);
  }
  return zone;
}
