import { useEffect, useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import {
  addDays,
  browserTimeZone,
  ErrorState,
  errorMessage,
  FieldError,
  formatTimeInZone,
  Spinner,
  todayInZone,
  ZoneNote,
} from '@careconnect/shared-ui';
import { useAvailability } from '../api/get-availability';
import { useFreeSlots } from '../api/get-free-slots';
import { firstOfMonth, lastOfMonth, longDayLabel, monthOf } from '../calendar-dates';
import { MonthCalendar } from '../month-calendar/month-calendar';
import type { FreeSlot } from '../types';

export const NO_FREE_TIMES_MONTH = 'No free times this month.';
export const CHOOSE_DAY_FIRST = 'Choose a day to see its free times.';
export const NO_FREE_TIMES_DAY = 'No free times on this day.';

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  grid-template-columns: minmax(0, 1fr);
  margin-bottom: ${({ theme }) => theme.space.md};

  @media (min-width: 720px) {
    grid-template-columns: minmax(260px, 400px) minmax(0, 1fr);
  }
`;

const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;

  h3 {
    margin: 0;
    font-size: 1.1rem;
  }
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.mutedText};
`;

const Times = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  grid-template-columns: repeat(auto-fill, minmax(104px, 1fr));
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Time = styled.button`
  width: 100%;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  font-weight: 600;
  font-variant-numeric: tabular-nums;
  cursor: pointer;

  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  /* As specific as the hover above, and after it: a chosen time keeps its fill under the
     pointer (its light text on the hover's light fill could not be read). */
  &[aria-pressed='true'],
  &[aria-pressed='true']:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
  &[aria-pressed='true']:hover:not(:disabled) {
    background: color-mix(
      in srgb,
      ${({ theme }) => theme.colors.primary} 85%,
      ${({ theme }) => theme.colors.text}
    );
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.65;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

const Loading = styled(Spinner)`
  padding: ${({ theme }) => theme.space.sm};
  justify-content: flex-start;
`;

export interface SlotPickerProps {
  doctorId: string;
  /** The chosen day 'YYYY-MM-DD' ('' for none). */
  date: string;
  onDateChange: (date: string) => void;
  /** The chosen slot's start instant ('' for none). */
  start: string;
  onSlotChange: (slot: FreeSlot | null) => void;
  /** Messages under the grid and under the times (e.g. the form's 'Date is required'). */
  dateError?: string;
  timeError?: string;
  disabled?: boolean;
  /** A patient cannot look further ahead than the doctor's booking horizon. */
  limitToHorizon?: boolean;
}

const sameInstant = (a: string, b: string) => new Date(a).getTime() === new Date(b).getTime();

/**
 * A doctor's free times: a month grid whose days with free times can be chosen, then that day's
 * times as toggle buttons. Times read in the doctor's zone, with a note when it is not the
 * browser's.
 */
export function SlotPicker({
  doctorId,
  date,
  onDateChange,
  start,
  onSlotChange,
  dateError,
  timeError,
  disabled = false,
  limitToHorizon = false,
}: SlotPickerProps) {
  const timesHeadingId = useId();
  const availability = useAvailability(doctorId);
  const zone = availability.data?.timeZone ?? browserTimeZone();
  const today = todayInZone(zone);
  const [month, setMonth] = useState(() => monthOf(date || today));

  // A day chosen from outside (a first-available slot) brings its month into view.
  const [shownDate, setShownDate] = useState(date);
  if (shownDate !== date) {
    setShownDate(date);
    if (date && monthOf(date) !== month) setMonth(monthOf(date));
  }

  const slots = useFreeSlots(doctorId, firstOfMonth(month), lastOfMonth(month));
  const free = slots.data ?? [];
  const freeDays = new Set(free.map((slot) => slot.date));
  // The chosen day's month may not be the one shown (same query when it is).
  const dayMonth = monthOf(date || today);
  const daySlots = useFreeSlots(
    date ? doctorId : undefined,
    firstOfMonth(dayMonth),
    lastOfMonth(dayMonth),
  );
  const dayTimes = (daySlots.data ?? []).filter((slot) => slot.date === date);
  const slotZone = free[0]?.timeZone ?? (availability.data ? zone : undefined);

  // A chosen time that is no longer free (taken meanwhile, hours changed) is no longer chosen.
  const stale = Boolean(
    start &&
    daySlots.isSuccess &&
    !daySlots.isFetching &&
    !dayTimes.some((slot) => sameInstant(slot.start, start)),
  );
  useEffect(() => {
    if (stale) onSlotChange(null);
  }, [stale, onSlotChange]);

  const maxMonth =
    limitToHorizon && availability.data
      ? monthOf(addDays(today, availability.data.horizonDays))
      : undefined;

  let times: ReactNode;
  if (!date) times = <Note>{CHOOSE_DAY_FIRST}</Note>;
  else if (daySlots.isPending) times = <Loading label="Loading free times" size={24} />;
  else if (dayTimes.length === 0) times = <Note>{NO_FREE_TIMES_DAY}</Note>;
  else {
    times = (
      <Times aria-labelledby={timesHeadingId}>
        {dayTimes.map((slot) => {
          const pressed = Boolean(start) && sameInstant(slot.start, start);
          return (
            <li key={slot.start}>
              <Time
                type="button"
                aria-pressed={pressed}
                title={slot.timeSlot}
                disabled={disabled}
                onClick={() => onSlotChange(pressed ? null : slot)}
              >
                {formatTimeInZone(slot.start, slot.timeZone)}
              </Time>
            </li>
          );
        })}
      </Times>
    );
  }

  return (
    <Layout>
      <Column>
        <MonthCalendar
          month={month}
          onMonthChange={setMonth}
          selected={date || null}
          onSelect={(day) => {
            if (disabled) return;
            if (day !== date) onSlotChange(null);
            onDateChange(day);
          }}
          isEnabled={(day) => !disabled && freeDays.has(day)}
          today={today}
          minMonth={monthOf(today)}
          maxMonth={maxMonth}
        />
        {slots.isPending ? <Loading label="Loading free days" size={24} /> : null}
        {slots.isError ? (
          <ErrorState
            message={`Error: ${errorMessage(slots.error, 'Failed to load data')}`}
            onRetry={() => void slots.refetch()}
          />
        ) : null}
        {slots.isSuccess && free.length === 0 ? <Note>{NO_FREE_TIMES_MONTH}</Note> : null}
        {dateError ? <FieldError role="alert">{dateError}</FieldError> : null}
      </Column>
      <Column>
        <h3 id={timesHeadingId}>{date ? `Free times on ${longDayLabel(date)}` : 'Free times'}</h3>
        {/* Beside the times it speaks of; the chosen day's first time tells EST from EDT. */}
        <ZoneNote zone={slotZone} at={dayTimes[0]?.start} />
        {times}
        {timeError ? <FieldError role="alert">{timeError}</FieldError> : null}
      </Column>
    </Layout>
  );
}
