// The stylesheet's declaration is ambient (a file, not a module), so it is referenced, not imported.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./css.d.ts" />
import styled, { css } from 'styled-components';
import libraryCss from 'react-big-calendar/lib/css/react-big-calendar.css';
import { appointmentStatusTone, toneColor, type AppTheme } from '@careconnect/shared-ui';
import { CALENDAR_STATUSES } from './appointment-events';

// The library's own stylesheet, scoped to the calendar's frame (the apps have no CSS pipeline;
// webpack hands the file over as text). Under Jest the file is a stub.
const baseCss = typeof libraryCss === 'string' ? libraryCss : '';

const LibraryStyles = styled.div`
  ${baseCss}
`;

/** A status's fill, edge and text in a calendar block; the shared tones, softened for a fill. */
export function statusBlock(theme: AppTheme, status: string) {
  const colour = toneColor(theme, appointmentStatusTone(status));
  const strength = theme.name === 'dark' ? 28 : 16;
  return {
    colour,
    fill: `color-mix(in srgb, ${colour} ${strength}%, ${theme.colors.surface})`,
    // A proposal and a declined one are not settled: a dashed edge tells them from their twins.
    edge: status === 'proposed' || status === 'declined' ? 'dashed' : 'solid',
    struck: status === 'cancelled' || status === 'declined',
  };
}

const statusRules = ({ theme }: { theme: AppTheme }) =>
  CALENDAR_STATUSES.map((status) => {
    const block = statusBlock(theme, status);
    return css`
      .cc-status-${status} {
        background: ${block.fill};
        border: 1px ${block.edge} ${block.colour};
        border-left: 5px solid ${block.colour};
        color: ${theme.colors.text};
        ${block.struck ? 'text-decoration: line-through;' : ''}
      }
    `;
  });

/** The calendar in the theme's colours: lines, today, the closed hours, the now line, events. */
export const CalendarFrame = styled(LibraryStyles)<{
  $height: string;
  /** Show every hour of the grid: it grows with the page instead of scrolling inside. */
  $fit?: boolean;
  /** Shorter hours, blocks without their time line (many narrow columns). */
  $compact?: boolean;
}>`
  height: ${({ $height, $fit }) => ($fit ? 'auto' : $height)};
  min-height: ${({ $fit }) => ($fit ? '0' : '420px')};
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.md};

  .rbc-calendar {
    height: 100%;
    font-family: inherit;
  }

  .rbc-time-view,
  .rbc-header,
  .rbc-header + .rbc-header,
  .rbc-timeslot-group,
  .rbc-time-header-content,
  .rbc-time-header.rbc-overflowing,
  .rbc-time-header > .rbc-row:first-child,
  .rbc-time-header > .rbc-row.rbc-row-resource,
  .rbc-time-header-content > .rbc-row.rbc-row-resource,
  .rbc-time-content,
  .rbc-time-content > * + * > *,
  .rbc-day-bg + .rbc-day-bg,
  .rbc-time-view .rbc-allday-cell + .rbc-allday-cell {
    border-color: ${({ theme }) => theme.colors.border};
  }
  .rbc-time-view {
    border-radius: ${({ theme }) => theme.radii.md};
    overflow: hidden;
  }
  .rbc-day-slot .rbc-time-slot {
    border-top-color: color-mix(in srgb, ${({ theme }) => theme.colors.border} 45%, transparent);
  }
  .rbc-time-content {
    border-top-width: 1px;
  }

  /* No appointment lasts all day: the library's all-day row stays empty, so it is left out. */
  .rbc-allday-cell {
    display: none;
  }

  .rbc-header {
    padding: ${({ theme }) => theme.space.xs};
    font-weight: 600;
    white-space: normal;
    overflow: visible;
  }
  .rbc-header .rbc-button-link {
    min-height: 32px;
    padding: 0 ${({ theme }) => theme.space.xs};
    border-radius: ${({ theme }) => theme.radii.sm};
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
    text-decoration: underline;
    text-underline-offset: 3px;
  }
  .rbc-header .rbc-button-link:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
  }

  .rbc-time-gutter .rbc-label,
  .rbc-time-header-gutter {
    color: ${({ theme }) => theme.colors.mutedText};
    font-size: 0.8125rem;
    white-space: nowrap;
  }
  .rbc-time-view-resources .rbc-time-gutter,
  .rbc-time-view-resources .rbc-time-header-gutter {
    background-color: ${({ theme }) => theme.colors.surface};
    border-right-color: ${({ theme }) => theme.colors.border};
  }

  .rbc-today {
    background-color: color-mix(
      in srgb,
      ${({ theme }) => theme.colors.primary} 7%,
      ${({ theme }) => theme.colors.surface}
    );
  }
  .rbc-header.rbc-today {
    background-color: transparent;
  }

  /* Outside working hours: a hatched, quieter background. */
  .rbc-day-slot .cc-closed {
    background-color: ${({ theme }) => theme.colors.surfaceAlt};
    background-image: repeating-linear-gradient(
      135deg,
      transparent 0 7px,
      color-mix(in srgb, ${({ theme }) => theme.colors.border} 60%, transparent) 7px 8px
    );
  }
  .rbc-today .cc-closed {
    background-color: color-mix(
      in srgb,
      ${({ theme }) => theme.colors.primary} 6%,
      ${({ theme }) => theme.colors.surfaceAlt}
    );
  }
  .rbc-day-slot .cc-open {
    cursor: pointer;
  }
  .rbc-slot-selection {
    background-color: color-mix(in srgb, ${({ theme }) => theme.colors.primary} 30%, transparent);
    color: ${({ theme }) => theme.colors.text};
  }

  .rbc-current-time-indicator {
    height: 2px;
    background-color: ${({ theme }) => theme.colors.danger};
  }
  .rbc-current-time-indicator::before {
    content: '';
    position: absolute;
    left: -5px;
    top: -4px;
    width: 10px;
    height: 10px;
    border-radius: 50%;
    background-color: ${({ theme }) => theme.colors.danger};
  }

  .rbc-day-slot .rbc-event,
  .rbc-event {
    padding: 2px 6px;
    border-radius: ${({ theme }) => theme.radii.sm};
    font-size: 0.8125rem;
    line-height: 1.25;
  }
  /* The time in full: it wraps in a narrow column rather than losing its end. */
  .rbc-day-slot .rbc-event-label {
    flex: none;
    width: 100%;
    white-space: normal;
    overflow-wrap: anywhere;
    font-size: 0.75rem;
    font-weight: 600;
    padding-right: 0;
  }
  /* Half an hour holds its time, the patient and the status, one under the other. */
  .rbc-timeslot-group {
    min-height: ${({ $compact }) => ($compact ? '4.25rem' : '6.25rem')};
  }
  ${({ $compact }) =>
    $compact
      ? css`
          /* Its place in the grid says the time; screen readers still hear it. */
          .rbc-day-slot .rbc-event-label {
            position: absolute;
            width: 1px;
            height: 1px;
            overflow: hidden;
            clip-path: inset(50%);
            white-space: nowrap;
          }
          .rbc-day-slot .rbc-event,
          .rbc-event {
            padding: 1px 4px;
            font-size: 0.75rem;
          }
        `
      : ''}
  ${({ $fit }) =>
    $fit
      ? css`
          .rbc-calendar,
          .rbc-time-view {
            height: auto;
          }
          .rbc-time-content {
            flex: none;
            overflow-y: visible;
          }
        `
      : ''}
  .rbc-day-slot .rbc-event {
    flex-flow: column nowrap;
    overflow: hidden;
  }
  .rbc-day-slot .rbc-event-content {
    width: 100%;
  }
  .rbc-event:focus-visible,
  .rbc-day-slot .rbc-event:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 1px;
    z-index: 5;
  }
  .rbc-event.rbc-selected {
    box-shadow: 0 0 0 2px ${({ theme }) => theme.colors.focusRing};
  }
  ${statusRules}

  /* A phone scrolls the doctors' columns sideways, each wide enough for a name; a wide screen
     shares its width among them, so that a clinic's day is seen whole. */
  .rbc-time-view-resources .rbc-day-slot {
    min-width: 6rem;
  }
  .rbc-time-view-resources .rbc-header,
  .rbc-time-view-resources .rbc-day-bg {
    width: auto;
    min-width: 6rem;
  }
  ${({ theme }) => theme.media.lg} {
    .rbc-time-view-resources .rbc-day-slot,
    .rbc-time-view-resources .rbc-header,
    .rbc-time-view-resources .rbc-day-bg {
      min-width: 0;
    }
  }
`;
