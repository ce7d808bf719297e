import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button, TextInput } from '@careconnect/shared-ui';
import type { CalendarView } from './calendar-dates';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const Group = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

const Heading = styled.div`
  flex: 1 1 16rem;
  min-width: 0;

  h2 {
    margin: 0;
    font-size: 1.25rem;
    line-height: 1.3;
  }
  p {
    margin: ${({ theme }) => theme.space.xs} 0 0;
    font-size: 0.875rem;
    color: ${({ theme }) => theme.colors.mutedText};
  }
`;

const DatePicker = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};

  label {
    font-weight: 600;
  }
  input {
    width: auto;
  }
`;

const ViewButton = styled(Button)<{ 'aria-pressed': boolean }>`
  min-width: 4.5rem;
`;

const VIEW_LABELS: Record<CalendarView, string> = { day: 'Day', week: 'Week' };

export interface CalendarToolbarProps {
  /** What the grid shows: 'November 23 – 29, 2026'. */
  title: string;
  /** A line under the title (the zone's name when it is not the browser's). */
  note?: ReactNode;
  view: CalendarView;
  /** The views offered (a single one hides the view buttons). */
  views?: readonly CalendarView[];
  onView?: (view: CalendarView) => void;
  onToday: () => void;
  onBack: () => void;
  onNext: () => void;
  /** The date shown ('YYYY-MM-DD'): with `onDate`, a date field goes straight to any day. */
  date?: string;
  onDate?: (date: string) => void;
}

/** Today, Back and Next, the title of what is shown, and Day / Week; wraps on a phone. */
export function CalendarToolbar({
  title,
  note,
  view,
  views = ['day', 'week'],
  onView,
  onToday,
  onBack,
  onNext,
  date,
  onDate,
}: CalendarToolbarProps) {
  const dateId = useId();
  return (
    <Bar>
      <Group role="group" aria-label="Move in the calendar">
        <Button variant="secondary" onClick={onToday}>
          Today
        </Button>
        <Button variant="secondary" onClick={onBack}>
          Back
        </Button>
        <Button variant="secondary" onClick={onNext}>
          Next
        </Button>
        {date !== undefined && onDate ? (
          <DatePicker>
            <label htmlFor={dateId}>Date</label>
            <TextInput
              id={dateId}
              type="date"
              value={date}
              // A cleared or half-typed field keeps the day shown.
              onChange={(e) => {
                if (/^\d{4}-\d{2}-\d{2}$/.test(e.target.value)) onDate(e.target.value);
              }}
            />
          </DatePicker>
        ) : null}
      </Group>
      <Heading>
        <h2 aria-live="polite">{title}</h2>
        {note ? <p>{note}</p> : null}
      </Heading>
      {views.length > 1 ? (
        <Group role="group" aria-label="View">
          {views.map((option) => (
            <ViewButton
              key={option}
              variant={option === view ? 'primary' : 'secondary'}
              aria-pressed={option === view}
              onClick={() => onView?.(option)}
            >
              {VIEW_LABELS[option]}
            </ViewButton>
          ))}
        </Group>
      ) : null}
    </Bar>
  );
}
