import { Suspense } from 'react';
import { Route, Routes, Navigate, Outlet } from 'react-router-dom';
import {
  AreaLayout,
  lazyScreen,
  NotFound,
  QueryProvider,
  Spinner,
  type MenuEntry,
} from '@careconnect/shared-ui';
import { DashboardScreen } from './features/dashboard/components/dashboard-screen';

// The dashboard comes with the area; every other screen (the forms with formik and yup, the
// tables) is its own chunk, fetched the first time it is opened.
const AppointmentsScreen = lazyScreen(
  () => import('./features/appointments/components/appointments-screen'),
  'AppointmentsScreen',
);
const AppointmentViewScreen = lazyScreen(
  () => import('./features/appointments/components/appointment-view-screen'),
  'AppointmentViewScreen',
);
const CreateAppointmentScreen = lazyScreen(
  () => import('./features/appointments/components/create-appointment-screen'),
  'CreateAppointmentScreen',
);
const UpdateAppointmentScreen = lazyScreen(
  () => import('./features/appointments/components/update-appointment-screen'),
  'UpdateAppointmentScreen',
);
const DoctorsScreen = lazyScreen(
  () => import('./features/doctors/components/doctors-screen'),
  'DoctorsScreen',
);
const SpecializationsScreen = lazyScreen(
  () => import('./features/specializations/components/specializations-screen'),
  'SpecializationsScreen',
);
const AdministratorsScreen = lazyScreen(
  () => import('./features/administrators/components/administrators-screen'),
  'AdministratorsScreen',
);
const DoctorViewScreen = lazyScreen(
  () => import('./features/doctors/components/doctor-view-screen'),
  'DoctorViewScreen',
);
const DoctorAvailabilityScreen = lazyScreen(
  () => import('./features/doctors/components/doctor-availability-screen'),
  'DoctorAvailabilityScreen',
);
const PatientsScreen = lazyScreen(
  () => import('./features/patients/components/patients-screen'),
  'PatientsScreen',
);
const PatientViewScreen = lazyScreen(
  () => import('./features/patients/components/patient-view-screen'),
  'PatientViewScreen',
);
const PatientAuditScreen = lazyScreen(
  () => import('./features/audit/components/patient-audit-screen'),
  'PatientAuditScreen',
);
const EmergencyAccessScreen = lazyScreen(
  () => import('./features/care/components/emergency-access-screen'),
  'EmergencyAccessScreen',
);
// The calendar brings react-big-calendar and luxon: its own chunk, like every screen here.
const AdminCalendarScreen = lazyScreen(
  () => import('./features/calendar/components/admin-calendar-screen'),
  'AdminCalendarScreen',
);
const QuestionnaireScreen = lazyScreen(
  () => import('./features/questionnaire/components/questionnaire-screen'),
  'QuestionnaireScreen',
);
const ReportsScreen = lazyScreen(
  () => import('./features/reports/components/reports-screen'),
  'ReportsScreen',
);

const NotificationsScreen = lazyScreen(
  () => import('./features/notifications/components/notifications-screen'),
  'NotificationsScreen',
);
const SettingsScreen = lazyScreen(
  () => import('./features/settings/components/settings-screen'),
  'SettingsScreen',
);
const UpdatePasswordScreen = lazyScreen(
  () => import('./features/settings/components/update-password-screen'),
  'UpdatePasswordScreen',
);

export const adminMenu: MenuEntry[] = [
  { label: 'Home', to: '/admin/dashboard' },
  { label: 'Appointments', to: '/admin/appointments' },
  { label: 'Calendar', to: '/admin/calendar' },
  { label: 'Patients', to: '/admin/patients' },
  { label: 'Doctors', to: '/admin/doctors' },
  { label: 'Reports', to: '/admin/reports' },
  { label: 'Questionnaire', to: '/admin/questionnaire' },
  { label: 'Emergency access', to: '/admin/emergency-access' },
  { label: 'Administrators', to: '/admin/administrators' },
  { label: 'Notifications', to: '/admin/notifications' },
  { label: 'Settings', to: '/admin/settings' },
];

/** The administrator's area (spec §2), mounted by the shell at /admin. */
export default function AdminApp() {
  // The area reads server data through the page's one query client (the shell provides none).
  return (
    <QueryProvider>
      <Routes>
        <Route
          element={
            <AreaLayout
              title="Administrator"
              menu={adminMenu}
              notificationsPath="/admin/notifications"
            >
              <Suspense fallback={<Spinner />}>
                <Outlet />
              </Suspense>
            </AreaLayout>
          }
        >
          <Route index element={<Navigate to="dashboard" replace />} />
          <Route path="dashboard" element={<DashboardScreen title="Admin Dashboard" />} />
          <Route path="appointments" element={<AppointmentsScreen />} />
          <Route path="appointments/create" element={<CreateAppointmentScreen />} />
          <Route path="appointments/view/:id" element={<AppointmentViewScreen />} />
          <Route path="appointments/update/:id" element={<UpdateAppointmentScreen />} />
          <Route path="calendar" element={<AdminCalendarScreen />} />
          <Route path="questionnaire" element={<QuestionnaireScreen />} />
          <Route path="doctors" element={<DoctorsScreen />} />
          <Route path="doctors/view/:id" element={<DoctorViewScreen />} />
          <Route path="specializations" element={<SpecializationsScreen />} />
          <Route path="doctors/:id/availability" element={<DoctorAvailabilityScreen />} />
          <Route path="patients" element={<PatientsScreen />} />
          <Route path="patients/view/:id" element={<PatientViewScreen />} />
          <Route path="patients/audit/:id" element={<PatientAuditScreen />} />
          <Route path="reports" element={<ReportsScreen />} />
          <Route path="emergency-access" element={<EmergencyAccessScreen />} />
          <Route path="administrators" element={<AdministratorsScreen />} />
          <Route path="notifications" element={<NotificationsScreen />} />
          <Route path="settings" element={<SettingsScreen />} />
          <Route path="settings/update-pass" element={<UpdatePasswordScreen />} />
          <Route
            path="*"
            element={<NotFound home={{ to: '/admin/dashboard', label: 'Go to your dashboard' }} />}
          />
        </Route>
      </Routes>
    </QueryProvider>
  );
}
