import { ButtonLink, lazyPart, Spinner, useLazyPart } from '@careconnect/shared-ui';
import { DoctorScreen } from '../../doctor/components/doctor-screen';

// The calendar itself comes after the screen's title: its toolbar is a small chunk (no date
// library) asked for with the screen, beside the doctor's record; the toolbar then asks for what
// goes under it (the legend and the grid, with luxon and react-big-calendar) once it has painted. No Suspense fallback holds the calendar's first paint back (React waits 300 ms after one).
const loadBody = lazyPart(() =>
  import('./doctor-calendar').then((calendar) => calendar.DoctorCalendarBody),
);

const clock = () => new Date();

/**
 * The doctor's calendar (/doctor/calendar): their appointments by day or week in their own time
 * zone, working hours unshaded; a free time opens Create New Appointment with it filled in.
 */
export function DoctorCalendar({ now = clock }: { now?: () => Date }) {
  const Body = useLazyPart(loadBody);
  return (
    <DoctorScreen
      title="Calendar"
      actions={<ButtonLink to="/doctor/appointments/create">Add Appointment</ButtonLink>}
      // The same component while the doctor's record is looked up: its toolbar stays in place.
      // eslint-disable-next-line react-hooks/static-components -- the one component lazyPart keeps
      pending={Body ? <Body now={now} /> : <Spinner />}
    >
      {(doctor) => (Body ? <Body doctor={doctor} now={now} /> : <Spinner />)}
    </DoctorScreen>
  );
}
