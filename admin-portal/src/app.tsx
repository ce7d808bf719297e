import { Route, Routes, Navigate } from 'react-router-dom';
import { AreaLayout, NotFound, type MenuEntry } from '@careconnect/shared-ui';
import { AppointmentViewScreen } from './features/appointments/components/appointment-view-screen';
import { AppointmentsScreen } from './features/appointments/components/appointments-screen';
import { CreateAppointmentScreen } from './features/appointments/components/create-appointment-screen';
import { UpdateAppointmentScreen } from './features/appointments/components/update-appointment-screen';
import { DashboardScreen } from './features/dashboard/components/dashboard-screen';
import { DoctorViewScreen } from './features/doctors/components/doctor-view-screen';
import { DoctorsScreen } from './features/doctors/components/doctors-screen';
import { PatientViewScreen } from './features/patients/components/patient-view-screen';
import { PatientsScreen } from './features/patients/components/patients-screen';
import { ReportsScreen } from './features/reports/components/reports-screen';
import {
  NotificationsScreen,
  SettingsScreen,
  UpdatePasswordScreen,
} from './features/shared-screens/shared-screens';

export const adminMenu: MenuEntry[] = [
  { label: 'Home', to: '/admin/dashboard' },
  { label: 'Appointments', to: '/admin/appointments' },
  { label: 'Patients', to: '/admin/patients' },
  { label: 'Doctors', to: '/admin/doctors' },
  { label: 'Reports', to: '/admin/reports' },
  { label: 'Notifications', to: '/admin/notifications' },
  { label: 'Settings', to: '/admin/settings' },
];

/** The administrator's area (spec §2), mounted by the shell at /admin. */
export default function AdminApp() {
  return (
    <Routes>
      <Route element={<AreaLayout title="Administrator" menu={adminMenu} />}>
        <Route index element={<Navigate to="dashboard" replace />} />
        <Route path="dashboard" element={<DashboardScreen title="Admin Dashboard" />} />
        <Route path="appointments" element={<AppointmentsScreen />} />
        <Route path="appointments/create" element={<CreateAppointmentScreen />} />
        <Route path="appointments/view/:id" element={<AppointmentViewScreen />} />
        <Route path="appointments/update/:id" element={<UpdateAppointmentScreen />} />
        <Route path="doctors" element={<DoctorsScreen />} />
        <Route path="doctors/view/:id" element={<DoctorViewScreen />} />
        <Route path="patients" element={<PatientsScreen />} />
        <Route path="patients/view/:id" element={<PatientViewScreen />} />
        <Route path="reports" element={<ReportsScreen />} />
        <Route path="notifications" element={<NotificationsScreen />} />
        <Route path="settings" element={<SettingsScreen />} />
        <Route path="settings/update-pass" element={<UpdatePasswordScreen />} />
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
