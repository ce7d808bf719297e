import { Suspense } from 'react';
import { Navigate, Outlet, Route, Routes } from 'react-router-dom';
import {
  AreaLayout,
  lazyScreen,
  NotFound,
  QueryProvider,
  Spinner,
  useSession,
  type MenuEntry,
} from '@careconnect/shared-ui';
import { Dashboard } from './features/dashboard/components/dashboard';
// The calendar's title and toolbar come with the area (the toolbar is the page's largest text);
// what goes under it (the grid, with luxon and react-big-calendar) is a chunk of its own.
import { DoctorCalendar } from './features/calendar/components/doctor-calendar-screen';

// Only the dashboard, where a doctor's day starts, comes with the area: every other screen loads
// on first visit, so the dashboard's first paint waits for none of them (the lists, the patient's
// record, the reports; forms and their libraries; Settings, Notifications and Chats).
const AppointmentsList = lazyScreen(
  () => import('./features/appointments/components/appointments-list'),
  'AppointmentsList',
);
const HealthIssues = lazyScreen(
  () => import('./features/health/components/health-issues'),
  'HealthIssues',
);
const PatientDetail = lazyScreen(
  () => import('./features/patients/components/patient-detail'),
  'PatientDetail',
);
const PatientsList = lazyScreen(
  () => import('./features/patients/components/patients-list'),
  'PatientsList',
);
const Reports = lazyScreen(() => import('./features/reports/components/reports'), 'Reports');
const AppointmentDetail = lazyScreen(
  () => import('./features/appointments/components/appointment-detail'),
  'AppointmentDetail',
);
// The note editor (templates, autosave): fetched when a note is opened.
const NoteEditor = lazyScreen(
  () => import('./features/visit-notes/components/note-editor'),
  'NoteEditor',
);
const VideoVisit = lazyScreen(
  () => import('./features/video/components/video-visit'),
  'VideoVisit',
);
const Planner = lazyScreen(() => import('./features/plans/components/planner'), 'Planner');
const CreateAppointment = lazyScreen(
  () => import('./features/appointments/components/create-appointment'),
  'CreateAppointment',
);
const UpdateAppointment = lazyScreen(
  () => import('./features/appointments/components/update-appointment'),
  'UpdateAppointment',
);
const FoodRecommendation = lazyScreen(
  () => import('./features/plans/components/food-plan-form'),
  'FoodRecommendation',
);
const SportsRecommendation = lazyScreen(
  () => import('./features/plans/components/sport-plan-form'),
  'SportsRecommendation',
);
const SettingsScreen = lazyScreen(
  () => import('./features/settings/components/settings-screen'),
  'SettingsScreen',
);
const AvailabilityScreen = lazyScreen(
  () => import('./features/availability/components/availability-screen'),
  'AvailabilityScreen',
);
const ChatsScreen = lazyScreen(
  () => import('./features/chats/components/chats-screen'),
  'ChatsScreen',
);
const NotificationsScreen = lazyScreen(
  () => import('./features/notifications/components/notifications-screen'),
  'NotificationsScreen',
);
const UpdatePasswordScreen = lazyScreen(
  () => import('./features/settings/components/update-password-screen'),
  'UpdatePasswordScreen',
);

/**
 * Spec §2: the appointments and patients links carry the doctor's user id; each entry is marked
 * current on every page of its section (Reports: the dashboard's figures as a table).
 */
export function doctorMenu(userId: string | null): MenuEntry[] {
  const id = userId ?? '';
  return [
    { label: 'Home', to: '/doctor/dashboard', sections: ['/doctor/dashboard', '/doctor/reports'] },
    {
      label: 'Appointments',
      to: `/doctor/appointments/${id}`,
      sections: ['/doctor/appointments'],
    },
    { label: 'Calendar', to: '/doctor/calendar' },
    { label: 'Patients', to: `/doctor/patients/${id}`, sections: ['/doctor/patients'] },
    { label: 'Health', to: '/doctor/health' },
    { label: 'Sports & Nutrition', to: '/doctor/sportNutri' },
    { label: 'Chats', to: '/doctor/chats' },
    { label: 'Notifications', to: '/doctor/notifications' },
    { label: 'Settings', to: '/doctor/settings' },
  ];
}

function DoctorLayout() {
  const userId = useSession((s) => s.userId);
  return (
    <AreaLayout
      title="Doctor"
      menu={doctorMenu(userId)}
      notificationsPath="/doctor/notifications"
      chatsPath="/doctor/chats"
    >
      <Suspense fallback={<Spinner />}>
        <Outlet />
      </Suspense>
    </AreaLayout>
  );
}

/** The doctor area (spec §2), mounted by the shell at /doctor. */
export default function DoctorApp() {
  // The area reads server data through the page's one query client (the shell provides none).
  return (
    <QueryProvider>
      <Routes>
        <Route element={<DoctorLayout />}>
          <Route index element={<Navigate to="dashboard" replace />} />
          <Route path="dashboard" element={<Dashboard />} />
          <Route path="appointments" element={<AppointmentsList />} />
          <Route path="appointments/create" element={<CreateAppointment />} />
          <Route path="appointments/view/:id" element={<AppointmentDetail />} />
          <Route path="appointments/video/:id" element={<VideoVisit />} />
          <Route path="appointments/update/:id" element={<UpdateAppointment />} />
          <Route path="appointments/:id/note" element={<NoteEditor />} />
          <Route path="appointments/:userId" element={<AppointmentsList />} />
          <Route path="calendar" element={<DoctorCalendar />} />
          <Route path="patients" element={<PatientsList />} />
          <Route path="patients/view/:id" element={<PatientDetail />} />
          <Route path="patients/:userId" element={<PatientsList />} />
          <Route path="health" element={<HealthIssues />} />
          <Route path="sportNutri" element={<Planner />} />
          <Route path="sportNutri/add-Food" element={<FoodRecommendation />} />
          <Route path="sportNutri/add-Sport" element={<SportsRecommendation />} />
          <Route path="chats" element={<ChatsScreen />} />
          <Route path="chats/:conversationId" element={<ChatsScreen />} />
          <Route path="notifications" element={<NotificationsScreen />} />
          <Route path="reports" element={<Reports />} />
          <Route path="settings" element={<SettingsScreen />} />
          <Route path="settings/availability" element={<AvailabilityScreen />} />
          <Route path="settings/update-pass" element={<UpdatePasswordScreen />} />
          <Route
            path="*"
            element={<NotFound home={{ to: '/doctor/dashboard', label: 'Go to your dashboard' }} />}
          />
        </Route>
      </Routes>
    </QueryProvider>
  );
}
