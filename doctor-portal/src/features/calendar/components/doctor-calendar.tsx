import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ErrorState, lazyPart, Spinner, timeZoneLabel, useLazyPart } from '@careconnect/shared-ui';
import {
  browserTimeZone,
  CalendarToolbar,
  calendarDateIn,
  isCalendarDate,
  isKnownTimeZone,
  isNarrowScreen,
  rangeTitle,
  sameTimeZone,
  shiftAnchor,
  visibleDates,
  type CalendarView,
} from '@careconnect/shared-ui/calendar';
import type { Doctor } from '../../../lib/api-types';
import { ApprovalBanner } from '../../doctor/components/approval-banner';
import { isAwaitingApproval } from '../../doctor/components/doctor-screen';
import { useAvailability } from '../api/get-availability';
import { useCalendarAppointments } from '../api/get-calendar-appointments';

// What is under the toolbar (the legend, the grid with react-big-calendar, times with luxon) is a
// chunk of its own, asked for once the toolbar has painted: the toolbar's title is the page's
// largest text, and the grid's code does not compete with it.
const loadBoard = lazyPart(() => import('./calendar-board').then((board) => board.CalendarBoard));

/** What the calendar shows (from the address: ?date=&view=) in `zone`, and how to move it. */
function useCalendarPlace(zone: string, now: () => Date) {
  const [params, setParams] = useSearchParams();
  const [defaultView] = useState<CalendarView>(() => (isNarrowScreen() ? 'day' : 'week'));
  const today = calendarDateIn(now(), zone);
  const dateParam = params.get('date');
  const date = isCalendarDate(dateParam) ? dateParam : today;
  const viewParam = params.get('view');
  const view: CalendarView = viewParam === 'day' || viewParam === 'week' ? viewParam : defaultView;
  const dates = visibleDates(date, view);
  const go = (next: { date?: string; view?: CalendarView }) => {
    const search = new URLSearchParams(params);
    search.set('date', next.date ?? date);
    search.set('view', next.view ?? view);
    setParams(search, { replace: true });
  };
  return { today, date, view, dates, go };
}

function zoneNote(zone: string, date: string) {
  return sameTimeZone(zone, browserTimeZone())
    ? undefined
    : `Times in ${timeZoneLabel(zone, new Date(`${date}T12:00:00Z`))}`;
}

/**
 * The calendar under the screen's title (doctor-calendar-screen.tsx), without a date library, so
 * that it comes with the area rather than in a chunk asked for once the screen has rendered (the
 * largest text then waited one more round trip). Drawn from the first moment, before the doctor's
 * record is known: the toolbar (the page's largest text) paints with the screen, in the browser's
 * zone (almost always the doctor's) until the working hours say which, and its controls already
 * work. One component in every state, so the toolbar is the same element throughout.
 */
export function DoctorCalendarBody({ doctor, now }: { doctor?: Doctor; now: () => Date }) {
  const [message, setMessage] = useState('');

  const availability = useAvailability(doctor?._id ?? '', doctor !== undefined);
  const hours = availability.data;
  const Board = useLazyPart(loadBoard, { afterPaint: true });

  const zone = hours
    ? isKnownTimeZone(hours.timeZone)
      ? hours.timeZone
      : 'UTC'
    : browserTimeZone();
  const { today, date, view, dates, go } = useCalendarPlace(zone, now);
  const from = dates[0]!;
  const to = dates[dates.length - 1]!;

  // Asked for as soon as the hours are in, beside the board's code if that is still on its way.
  const appointments = useCalendarAppointments(doctor?._id ?? '', from, to, !!(doctor && hours));

  const move = (next: { date?: string; view?: CalendarView }) => {
    setMessage('');
    go(next);
  };

  if (availability.isError) {
    if (isAwaitingApproval(availability.error)) {
      return <ApprovalBanner message={availability.error.message} />;
    }
    return (
      <ErrorState
        message={`Error: ${availability.error.message}`}
        onRetry={() => void availability.refetch()}
      />
    );
  }
  if (isAwaitingApproval(appointments.error)) {
    return <ApprovalBanner message={appointments.error.message} />;
  }

  return (
    // One section of the screen's Stack: the toolbar and the calendar keep their own spacing.
    <div>
      <CalendarToolbar
        title={rangeTitle(dates)}
        note={hours ? zoneNote(zone, date) : undefined}
        view={view}
        onView={(next) => move({ view: next })}
        onToday={() => move({ date: today })}
        onBack={() => move({ date: shiftAnchor(date, view, -1) })}
        onNext={() => move({ date: shiftAnchor(date, view, 1) })}
        date={date}
        onDate={(day) => move({ date: day })}
      />
      {doctor && hours && Board ? (
        // eslint-disable-next-line react-hooks/static-components -- the one component lazyPart keeps
        <Board
          doctor={doctor}
          hours={hours}
          zone={zone}
          date={date}
          view={view}
          dates={dates}
          appointments={appointments}
          now={now}
          message={message}
          onMessage={setMessage}
          onOpenDay={(day) => move({ date: day, view: 'day' })}
        />
      ) : (
        // The code is almost always in before the hours; if not, this stays a moment longer.
        <Spinner label="Loading working hours" />
      )}
    </div>
  );
}
