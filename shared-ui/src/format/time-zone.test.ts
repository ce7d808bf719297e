import {
  browserTimeZone,
  calendarDateInZone,
  canonicalTimeZone,
  formatDayInZone,
  formatInZone,
  formatTimeInZone,
  isBrowserTimeZone,
  isValidTimeZone,
  supportedTimeZones,
  timeZoneDisplayName,
  timeZoneOffset,
  todayInZone,
  zoneAbbreviation,
} from './time-zone';
import { restoreBrowserTimeZone, setBrowserTimeZone } from '../testing/browser-time-zone';

afterEach(restoreBrowserTimeZone);

describe('time zones', () => {
  it('formats an instant as read in a zone', () => {
    const instant = '2026-12-01T15:00:00.000Z';
    expect(formatInZone(instant, 'America/New_York')).toBe('Tue 1 Dec 2026, 10:00 AM');
    expect(formatInZone(instant, 'Europe/Berlin')).toBe('Tue 1 Dec 2026, 04:00 PM');
    expect(formatInZone(instant, 'America/New_York', { year: false })).toBe('Tue 1 Dec, 10:00 AM');
    expect(formatTimeInZone(instant, 'Asia/Tokyo')).toBe('12:00 AM');
    expect(formatDayInZone(instant, 'Asia/Tokyo')).toBe('Wed 2 Dec 2026');
    expect(formatInZone('not a time', 'UTC')).toBe('');
  });

  it('follows the zone across a daylight-saving change', () => {
    // New York leaves daylight time on 1 November 2026: 09:00 is 13:00 UTC before, 14:00 after.
    expect(formatTimeInZone('2026-10-30T13:00:00.000Z', 'America/New_York')).toBe('09:00 AM');
    expect(formatTimeInZone('2026-11-02T14:00:00.000Z', 'America/New_York')).toBe('09:00 AM');
    expect(timeZoneOffset('America/New_York', new Date('2026-10-30T12:00:00Z'))).toBe('GMT-04:00');
    expect(timeZoneOffset('America/New_York', new Date('2026-11-02T12:00:00Z'))).toBe('GMT-05:00');
    expect(timeZoneDisplayName('America/New_York', new Date('2026-11-02T12:00:00Z'))).toBe(
      'Eastern Standard Time',
    );
  });

  it('gives the calendar date of an instant in a zone', () => {
    expect(calendarDateInZone('2026-11-02T03:30:00.000Z', 'America/New_York')).toBe('2026-11-01');
    expect(calendarDateInZone('2026-11-02T03:30:00.000Z', 'Europe/Berlin')).toBe('2026-11-02');
    expect(todayInZone('UTC', new Date('2026-11-24T23:59:00Z'))).toBe('2026-11-24');
    expect(todayInZone('Asia/Tokyo', new Date('2026-11-24T23:59:00Z'))).toBe('2026-11-25');
  });

  it('knows real zones and spells them as Intl does', () => {
    expect(isValidTimeZone('Europe/Paris')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
    expect(isValidTimeZone('')).toBe(false);
    expect(canonicalTimeZone('america/new_york')).toBe('America/New_York');
    const zones = supportedTimeZones();
    expect(zones[0]).toBe('UTC');
    expect(zones).toContain('America/New_York');
    expect(zones.filter((z) => z === 'UTC')).toHaveLength(1);
  });

  it("tells whether a zone is the browser's", () => {
    setBrowserTimeZone('Europe/Berlin');
    expect(browserTimeZone()).toBe('Europe/Berlin');
    expect(isBrowserTimeZone('Europe/Berlin')).toBe(true);
    expect(isBrowserTimeZone('europe/berlin')).toBe(true);
    expect(isBrowserTimeZone('America/New_York')).toBe(false);
    expect(isBrowserTimeZone('Etc/UTC', 'UTC')).toBe(true);
    expect(isBrowserTimeZone('UTC', 'Europe/London')).toBe(false);
  });
});

describe("the two days a year a zone's clock changes", () => {
  it("labels the repeated autumn hour twice apart, with the zone's abbreviation", () => {
    const ny = 'America/New_York';
    expect(formatTimeInZone('2027-11-07T05:00:00.000Z', ny)).toBe('01:00 AM EDT');
    expect(formatTimeInZone('2027-11-07T06:00:00.000Z', ny)).toBe('01:00 AM EST');
    expect(formatTimeInZone('2027-03-14T07:00:00.000Z', ny)).toBe('03:00 AM EDT');
    // Any other day keeps the plain time.
    expect(formatTimeInZone('2027-11-08T06:00:00.000Z', ny)).toBe('01:00 AM');
    expect(formatInZone('2027-11-07T06:00:00.000Z', ny)).toBe('Sun 7 Nov 2027, 01:00 AM EST');
  });

  it("names Europe's zones as Britain does, and a half-hour change by its offset", () => {
    expect(formatTimeInZone('2027-10-31T00:00:00.000Z', 'Europe/Berlin')).toBe('02:00 AM CEST');
    expect(formatTimeInZone('2027-10-31T01:00:00.000Z', 'Europe/Berlin')).toBe('02:00 AM CET');
    expect(formatTimeInZone('2027-04-03T14:30:00.000Z', 'Australia/Lord_Howe')).toBe(
      '01:30 AM GMT+11',
    );
    expect(formatTimeInZone('2027-04-03T15:00:00.000Z', 'Australia/Lord_Howe')).toBe(
      '01:30 AM GMT+10:30',
    );
    expect(zoneAbbreviation('2027-07-01T12:00:00.000Z', 'Europe/London')).toBe('BST');
    expect(formatTimeInZone('2027-11-07T06:00:00.000Z', 'UTC')).toBe('06:00 AM');
  });
});
