// Test-only: makes Intl report another zone as the browser's (Jest's process keeps its TZ).

const RealDateTimeFormat = Intl.DateTimeFormat;

/**
 * From now on a formatter made without a `timeZone` is in `zone`, as in a browser there.
 * Undo with `restoreBrowserTimeZone()` (e.g. in afterEach).
 */
export function setBrowserTimeZone(zone: string): void {
  restoreBrowserTimeZone();
  function ZonedDateTimeFormat(
    locales?: string | string[],
    options?: Intl.DateTimeFormatOptions,
  ): Intl.DateTimeFormat {
    return new RealDateTimeFormat(locales, { ...options, timeZone: options?.timeZone ?? zone });
  }
  ZonedDateTimeFormat.prototype = RealDateTimeFormat.prototype;
  ZonedDateTimeFormat.supportedLocalesOf = RealDateTimeFormat.supportedLocalesOf;
  Intl.DateTimeFormat = ZonedDateTimeFormat as unknown as typeof Intl.DateTimeFormat;
}

export function restoreBrowserTimeZone(): void {
  Intl.DateTimeFormat = RealDateTimeFormat;
}
