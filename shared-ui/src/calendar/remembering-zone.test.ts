import { DateTime, IANAZone } from 'luxon';
import { zoneFor } from './remembering-zone';

describe('zoneFor', () => {
  it('gives the same offsets and wall times as luxon across a clock change', () => {
    const zone = zoneFor('Europe/Berlin');
    // 2026-10-25: Berlin's clocks go back from 03:00 to 02:00 (UTC 01:00).
    const start = Date.UTC(2026, 9, 24, 22);
    for (let minutes = 0; minutes < 6 * 60; minutes += 15) {
      const at = new Date(start + minutes * 60_000);
      const plain = DateTime.fromJSDate(at, { zone: 'Europe/Berlin' });
      for (let twice = 0; twice < 2; twice++) {
        const remembered = DateTime.fromJSDate(at, { zone });
        expect(remembered.offset).toBe(plain.offset);
        expect(remembered.toISO()).toBe(plain.toISO());
        expect(remembered.startOf('day').toMillis()).toBe(plain.startOf('day').toMillis());
      }
    }
  });

  it('works the offset out once per instant', () => {
    const zone = zoneFor('America/New_York');
    const spy = jest.spyOn(IANAZone.prototype, 'offset');
    const at = new Date(Date.UTC(2026, 2, 8, 6, 30));
    for (let i = 0; i < 5; i++) DateTime.fromJSDate(at, { zone });
    expect(spy).toHaveBeenCalledTimes(1);
    spy.mockRestore();
  });

  it('is one zone per name, equal to luxon’s own', () => {
    const zone = zoneFor('Asia/Kathmandu');
    expect(zoneFor('Asia/Kathmandu')).toBe(zone);
    expect(typeof zone).toBe('object');
    expect((zone as IANAZone).equals(IANAZone.create('Asia/Kathmandu'))).toBe(true);
    expect(DateTime.fromJSDate(new Date(0), { zone }).zoneName).toBe('Asia/Kathmandu');
  });

  it('leaves fixed offsets and unknown names to luxon', () => {
    expect(zoneFor('UTC')).toBe('UTC');
    expect(zoneFor('utc+2')).toBe('utc+2');
    expect(zoneFor('Mars/Olympus')).toBe('Mars/Olympus');
  });
});
