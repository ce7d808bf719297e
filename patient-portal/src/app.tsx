import { Suspense, type ComponentType } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import {
  AreaLayout,
  lazyScreen,
  NotFound,
  QueryProvider,
  Spinner,
  type MenuEntry,
} from '@careconnect/shared-ui';
import { PatientDashboard } from './features/dashboard/components/patient-dashboard';
import { BookAppointment } from './features/appointments/components/book-appointment-screen';
import { askDashboardQuestions } from './features/dashboard/api/ask-dashboard-questions';

// A page that opens on the dashboard asks its first questions now, before React draws the area.
askDashboardQuestions(window.location.pathname);

// The dashboard (the area's home) comes with the area: a chunk of its own would be one more
// round trip, and React holds a lazy screen's reveal back for up to 300 ms after its spinner.
// Every other screen is its own chunk (the booking screen's form too: its title is drawn at once,
// book-appointment-screen.tsx), so the dashboard never waits for formik or yup; the
// charts load with the dashboard's figures.
const PatientAppointments = lazyScreen(
  () => import('./features/appointments/components/patient-appointments'),
  'PatientAppointments',
);
const AppointmentDetails = lazyScreen(
  () => import('./features/appointments/components/appointment-details'),
  'AppointmentDetails',
);
const VisitSummary = lazyScreen(
  () => import('./features/visit-summary/components/visit-summary'),
  'VisitSummary',
);
const VideoVisit = lazyScreen(
  () => import('./features/video/components/video-visit'),
  'VideoVisit',
);
const RecommendedFoods = lazyScreen(
  () => import('./features/nutrition/components/recommended-foods'),
  'RecommendedFoods',
);
const RecommendedSports = lazyScreen(
  () => import('./features/sports/components/recommended-sports'),
  'RecommendedSports',
);
const PatientReports = lazyScreen(
  () => import('./features/reports/components/patient-reports'),
  'PatientReports',
);
const AccessLogScreen = lazyScreen(
  () => import('./features/access-log/components/access-log-screen'),
  'AccessLogScreen',
);
const WaitlistScreen = lazyScreen(
  () => import('./features/waitlist/components/waitlist-screen'),
  'WaitlistScreen',
);
const MyDoctors = lazyScreen(() => import('./features/care/components/my-doctors'), 'MyDoctors');
const PatientFeedback = lazyScreen(
  () => import('./features/feedback/components/patient-feedback'),
  'PatientFeedback',
);

const NotificationsScreen = lazyScreen(
  () => import('./features/notifications/components/notifications-screen'),
  'NotificationsScreen',
);
const ChatsScreen = lazyScreen(
  () => import('./features/chats/components/chats-screen'),
  'ChatsScreen',
);
const SettingsScreen = lazyScreen(
  () => import('./features/settings/components/settings-screen'),
  'SettingsScreen',
);
const UpdatePasswordScreen = lazyScreen(
  () => import('./features/settings/components/update-password-screen'),
  'UpdatePasswordScreen',
);

/** Spec §2 patient menu, plus Chats, Reports and Feedback (spec §2). */
export const patientMenu: MenuEntry[] = [
  { label: 'Home', to: '/patient/dashboard' },
  { label: 'Appointments', to: '/patient/appointments' },
  { label: 'Food Recommendations', to: '/patient/nutrition' },
  { label: 'Sports Recommendations', to: '/patient/sports' },
  { label: 'Notifications', to: '/patient/notifications' },
  { label: 'Chats', to: '/patient/chats' },
  { label: 'Reports', to: '/patient/reports' },
  { label: 'Feedback', to: '/patient/feedback' },
  { label: 'Settings', to: '/patient/settings' },
];

function page(Screen: ComponentType) {
  return (
    <Suspense fallback={<Spinner />}>
      <Screen />
    </Suspense>
  );
}

/** The patient area (spec §2), mounted by the shell at /patient. */
export default function PatientApp() {
  // The area reads server data through the page's one query client (the shell provides none).
  return (
    <QueryProvider>
      <Routes>
        <Route
          element={
            <AreaLayout
              title="Patient"
              menu={patientMenu}
              notificationsPath="/patient/notifications"
              chatsPath="/patient/chats"
            />
          }
        >
          <Route index element={<Navigate to="dashboard" replace />} />
          <Route path="dashboard" element={page(PatientDashboard)} />
          <Route path="appointments" element={page(PatientAppointments)} />
          <Route path="appointments/book" element={page(BookAppointment)} />
          <Route path="appointments/view/:id" element={page(AppointmentDetails)} />
          <Route path="appointments/:id/summary" element={page(VisitSummary)} />
          <Route path="appointments/video/:id" element={page(VideoVisit)} />
          <Route path="nutrition" element={page(RecommendedFoods)} />
          <Route path="sports" element={page(RecommendedSports)} />
          <Route path="notifications" element={page(NotificationsScreen)} />
          <Route path="chats" element={page(ChatsScreen)} />
          <Route path="chats/:conversationId" element={page(ChatsScreen)} />
          <Route path="reports" element={page(PatientReports)} />
          <Route path="feedback" element={page(PatientFeedback)} />
          <Route path="settings" element={page(SettingsScreen)} />
          <Route path="settings/update-pass" element={page(UpdatePasswordScreen)} />
          <Route path="settings/doctors" element={page(MyDoctors)} />
          <Route path="access-log" element={page(AccessLogScreen)} />
          <Route path="waitlist" element={page(WaitlistScreen)} />
          <Route
            path="*"
            element={
              <NotFound home={{ to: '/patient/dashboard', label: 'Go to your dashboard' }} />
            }
          />
        </Route>
      </Routes>
    </QueryProvider>
  );
}
