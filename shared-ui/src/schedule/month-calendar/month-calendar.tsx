import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import styled, { css } from 'styled-components';
import { Button } from '@careconnect/shared-ui';
import {
  addDays,
  addMonths,
  firstOfMonth,
  isoWeekday,
  lastOfMonth,
  longDayLabel,
  monthLabel,
  monthOf,
  weeksOfMonth,
} from '../calendar-dates';

const WEEKDAYS = [
  ['Mon', 'Monday'],
  ['Tue', 'Tuesday'],
  ['Wed', 'Wednesday'],
  ['Thu', 'Thursday'],
  ['Fri', 'Friday'],
  ['Sat', 'Saturday'],
  ['Sun', 'Sunday'],
] as const;

const Wrapper = styled.div`
  width: 100%;
  max-width: 400px;
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.sm};

  h3 {
    margin: 0;
    font-size: 1.1rem;
    text-align: center;
  }
  button {
    min-width: 44px;
    padding: 0 ${({ theme }) => theme.space.sm};
    font-size: 1.25rem;
  }
`;

const Grid = styled.table`
  width: 100%;
  border-collapse: separate;
  border-spacing: 2px;
  table-layout: fixed;

  th {
    padding: ${({ theme }) => theme.space.xs} 0;
    font-size: 0.8rem;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.mutedText};
    text-align: center;
  }
  td {
    padding: 0;
    text-align: center;
  }
`;

const Day = styled.button<{ $free: boolean; $selected: boolean; $today: boolean }>`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 100%;
  max-width: 48px;
  aspect-ratio: 1;
  min-height: 40px;
  border: 2px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.mutedText};
  font: inherit;
  font-variant-numeric: tabular-nums;
  cursor: default;

  ${({ $today, theme }) =>
    $today &&
    css`
      border-color: ${theme.colors.controlBorder};
    `}

  ${({ $free, theme }) =>
    $free &&
    css`
      background: ${theme.colors.surfaceAlt};
      color: ${theme.colors.text};
      font-weight: 700;
      cursor: pointer;

      &::after {
        content: '';
        position: absolute;
        bottom: 5px;
        left: 50%;
        width: 5px;
        height: 5px;
        margin-left: -2.5px;
        border-radius: 50%;
        background: ${theme.colors.primary};
      }
      &:hover {
        border-color: ${theme.colors.primary};
      }
    `}

  ${({ $selected, theme }) =>
    $selected &&
    css`
      background: ${theme.colors.primary};
      border-color: ${theme.colors.primary};
      color: ${theme.colors.onPrimary};

      &::after {
        background: ${theme.colors.onPrimary};
      }
    `}

  &[aria-disabled='true'] {
    text-decoration: none;
    opacity: 0.75;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 1px;
  }
`;

const Legend = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin: ${({ theme }) => theme.space.sm} 0 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.mutedText};

  &::before {
    content: '';
    width: 6px;
    height: 6px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.primary};
  }
`;

export interface MonthCalendarProps {
  /** The month shown, 'YYYY-MM'. */
  month: string;
  onMonthChange: (month: string) => void;
  /** The chosen day 'YYYY-MM-DD', if any. */
  selected: string | null;
  onSelect: (date: string) => void;
  /** Days that can be chosen (they have free times); the others are disabled. */
  isEnabled: (date: string) => boolean;
  /** Today on the calendar's clock (marked with a ring). */
  today: string;
  /** The first and last month one may go to ('YYYY-MM'). */
  minMonth?: string;
  maxMonth?: string;
  /** The grid's name after the month, e.g. 'December 2026'. */
  legend?: string;
}

/** The day keyboard focus starts on: the chosen one, else today, else the first free one. */
function startDay(
  month: string,
  selected: string | null,
  today: string,
  enabled: (d: string) => boolean,
) {
  if (selected && monthOf(selected) === month) return selected;
  const days = weeksOfMonth(month)
    .flat()
    .filter((d): d is string => d !== null);
  return (
    days.find((d) => d >= today && enabled(d)) ??
    (monthOf(today) === month ? today : firstOfMonth(month))
  );
}

/**
 * A month of days as an ARIA grid (WAI-ARIA date grid): one tab stop; arrows move by a day or a
 * week, Home/End to the week's ends, PageUp/PageDown by a month, Enter or Space chooses. Days
 * without free times stay reachable but are disabled (aria-disabled) and cannot be chosen.
 */
export function MonthCalendar({
  month,
  onMonthChange,
  selected,
  onSelect,
  isEnabled,
  today,
  minMonth,
  maxMonth,
  legend = 'Days with a dot have free times.',
}: MonthCalendarProps) {
  const headingId = useId();
  const gridRef = useRef<HTMLTableElement>(null);
  const [focused, setFocused] = useState(() => startDay(month, selected, today, isEnabled));
  const moveFocus = useRef(false);

  // A month chosen with Prev/Next (or from outside) starts its own roving focus.
  const [shownMonth, setShownMonth] = useState(month);
  if (shownMonth !== month) {
    setShownMonth(month);
    if (monthOf(focused) !== month) setFocused(startDay(month, selected, today, isEnabled));
  }

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    gridRef.current?.querySelector<HTMLButtonElement>(`button[data-date="${focused}"]`)?.focus();
  }, [focused, month]);

  const canGo = (target: string) =>
    (!minMonth || target >= minMonth) && (!maxMonth || target <= maxMonth);
  const previous = addMonths(month, -1);
  const next = addMonths(month, 1);

  const goTo = (date: string) => {
    const target = monthOf(date);
    if (target !== month) {
      if (!canGo(target)) return;
      onMonthChange(target);
    }
    moveFocus.current = true;
    setFocused(date);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const weekday = isoWeekday(focused);
    const moves: Record<string, () => string> = {
      ArrowLeft: () => addDays(focused, -1),
      ArrowRight: () => addDays(focused, 1),
      ArrowUp: () => addDays(focused, -7),
      ArrowDown: () => addDays(focused, 7),
      Home: () => addDays(focused, 1 - weekday),
      End: () => addDays(focused, 7 - weekday),
      PageUp: () => {
        const day = Math.min(Number(focused.slice(8)), Number(lastOfMonth(previous).slice(8)));
        return `${previous}-${String(day).padStart(2, '0')}`;
      },
      PageDown: () => {
        const day = Math.min(Number(focused.slice(8)), Number(lastOfMonth(next).slice(8)));
        return `${next}-${String(day).padStart(2, '0')}`;
      },
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    goTo(move());
  };

  return (
    <Wrapper>
      <Header>
        <Button
          variant="secondary"
          aria-label="Previous month"
          disabled={!canGo(previous)}
          onClick={() => onMonthChange(previous)}
        >
          <span aria-hidden="true">‹</span>
        </Button>
        <h3 id={headingId} aria-live="polite">
          {monthLabel(month)}
        </h3>
        <Button
          variant="secondary"
          aria-label="Next month"
          disabled={!canGo(next)}
          onClick={() => onMonthChange(next)}
        >
          <span aria-hidden="true">›</span>
        </Button>
      </Header>
      <Grid role="grid" aria-labelledby={headingId} ref={gridRef} onKeyDown={onKeyDown}>
        <thead>
          <tr>
            {WEEKDAYS.map(([short, long]) => (
              <th key={short} scope="col" abbr={long}>
                {short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeksOfMonth(month).map((week) => (
            <tr key={week.find(Boolean)}>
              {week.map((date, index) => {
                if (!date) return <td key={`blank${index}`} role="gridcell" />;
                const free = isEnabled(date);
                const chosen = date === selected;
                return (
                  <td key={date} role="gridcell" aria-selected={chosen}>
                    <Day
                      type="button"
                      data-date={date}
                      tabIndex={date === focused ? 0 : -1}
                      aria-label={longDayLabel(date)}
                      aria-disabled={free ? undefined : true}
                      aria-current={date === today ? 'date' : undefined}
                      $free={free}
                      $selected={chosen}
                      $today={date === today}
                      onFocus={() => setFocused(date)}
                      onClick={() => {
                        setFocused(date);
                        if (free) onSelect(date);
                      }}
                    >
                      {Number(date.slice(8))}
                    </Day>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </Grid>
      <Legend>{legend}</Legend>
    </Wrapper>
  );
}
