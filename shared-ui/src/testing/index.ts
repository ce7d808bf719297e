// @careconnect/shared-ui/testing: helpers for the packages' unit tests (never shipped).
export { renderWithProviders, resetSession } from './render-with-providers';
export type {
  RenderWithProvidersOptions,
  RenderWithProvidersResult,
} from './render-with-providers';
export { setBrowserTimeZone, restoreBrowserTimeZone } from './browser-time-zone';
export { availability, freeSlot, pinClock, zonedInstant } from './schedule-fixtures';
export { installSvgMeasurements } from './svg-measurements';
export * from './msw';
export { chooseOption } from './choose-option';
export { appointmentChanged, keysLeftStale, notificationArrived } from './live-refresh';
