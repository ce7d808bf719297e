import { ButtonLink } from '@careconnect/shared-ui';
import { DoctorScreen } from '../../doctor/components/doctor-screen';
import { DoctorCalendarBody } from './doctor-calendar';

const clock = () => new Date();

/**
 * The doctor's calendar (/doctor/calendar): their appointments by day or week in their own time
 * zone, working hours unshaded; a free time opens Create New Appointment with it filled in.
 */
export function DoctorCalendar({ now = clock }: { now?: () => Date }) {
  return (
    <DoctorScreen
      title="Calendar"
      actions={<ButtonLink to="/doctor/appointments/create">Add Appointment</ButtonLink>}
      // The same component while the doctor's record is looked up: its toolbar stays in place.
      pending={<DoctorCalendarBody now={now} />}
    >
      {(doctor) => <DoctorCalendarBody doctor={doctor} now={now} />}
    </DoctorScreen>
  );
}
