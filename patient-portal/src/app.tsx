import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import {
  AreaLayout,
  NotFound,
  QueryProvider,
  Spinner,
  type MenuEntry,
} from '@careconnect/shared-ui';
import { AccessLogCard } from './features/access-log/components/access-log-card';
import { MyDoctorsCard } from './features/care/components/my-doctors-card';
import { PatientDashboard } from './features/dashboard/components/patient-dashboard';

// The dashboard (the area's home) comes with the area: a chunk of its own would be one more
// round trip, and React holds a lazy screen's reveal back for up to 300 ms after its spinner.
// Every other screen is its own chunk, so the dashboard never waits for formik or yup; the
// charts load with the dashboard's figures.
function screen<T extends Record<string, unknown>, K extends keyof T>(
  load: () => Promise<T>,
  name: K,
): LazyExoticComponent<ComponentType> {
  return lazy(() => load().then((module) => ({ default: module[name] as ComponentType })));
}

const PatientAppointments = screen(
  () => import('./features/appointments/components/patient-appointments'),
  'PatientAppointments',
);
const BookAppointment = screen(
  () => import('./features/appointments/components/book-appointment'),
  'BookAppointment',
);
const AppointmentDetails = screen(
  () => import('./features/appointments/components/appointment-details'),
  'AppointmentDetails',
);
const VisitSummary = screen(
  () => import('./features/visit-summary/components/visit-summary'),
  'VisitSummary',
);
const VideoVisit = screen(() => import('./features/video/components/video-visit'), 'VideoVisit');
const RecommendedFoods = screen(
  () => import('./features/nutrition/components/recommended-foods'),
  'RecommendedFoods',
);
const RecommendedSports = screen(
  () => import('./features/sports/components/recommended-sports'),
  'RecommendedSports',
);
const PatientReports = screen(
  () => import('./features/reports/components/patient-reports'),
  'PatientReports',
);
const AccessLogScreen = screen(
  () => import('./features/access-log/components/access-log-screen'),
  'AccessLogScreen',
);
const WaitlistScreen = screen(
  () => import('./features/waitlist/components/waitlist-screen'),
  'WaitlistScreen',
);
const MyDoctors = screen(() => import('./features/care/components/my-doctors'), 'MyDoctors');
const PatientFeedback = screen(
  () => import('./features/feedback/components/patient-feedback'),
  'PatientFeedback',
);

// Shared by the three areas (docs/decisions/first-paint.md): one entry of the kit, loaded on
// first visit.
const NotificationsScreen = screen(
  () => import('@careconnect/shared-ui/screens'),
  'NotificationsScreen',
);
const UpdatePasswordScreen = screen(
  () => import('@careconnect/shared-ui/screens'),
  'UpdatePasswordScreen',
);
const ChatsScreen = lazy(() =>
  Promise.all([
    import('@careconnect/shared-ui/screens'),
    import('./features/chats/components/start-conversation'),
  ]).then(([{ ChatsScreen: Chats }, { StartConversation }]) => ({
    default: () => <Chats basePath="/patient/chats" startConversation={<StartConversation />} />,
  })),
);
const SettingsScreen = lazy(() =>
  import('@careconnect/shared-ui/screens').then(({ SettingsScreen: Settings }) => ({
    default: () => (
      <Settings updatePasswordPath="/patient/settings/update-pass">
        <MyDoctorsCard />
        <AccessLogCard />
      </Settings>
    ),
  })),
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
