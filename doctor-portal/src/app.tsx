import { lazy, Suspense } from 'react';
import { Navigate, Outlet, Route, Routes } from 'react-router-dom';
import {
  AreaLayout,
  NotFound,
  QueryProvider,
  Spinner,
  useSession,
  type MenuEntry,
} from '@careconnect/shared-ui';
import { AppointmentsList } from './features/appointments/components/appointments-list';
import { AvailabilityCard } from './features/availability/components/availability-card';
import { Dashboard } from './features/dashboard/components/dashboard';
import { HealthIssues } from './features/health/components/health-issues';
import { PatientDetail } from './features/patients/components/patient-detail';
import { PatientsList } from './features/patients/components/patients-list';
import { Reports } from './features/reports/components/reports';

// Screens with forms (formik, yup) and the shared screens load on first visit.
// So do the appointment's detail (its reschedule dialog has a form) and the planner (its patient
// choice is the forms kit's combobox): a dashboard opened first loads neither.
const AppointmentDetail = lazy(() =>
  import('./features/appointments/components/appointment-detail').then((m) => ({
    default: m.AppointmentDetail,
  })),
);
// The note editor (templates, autosave): fetched when a note is opened.
const NoteEditor = lazy(() =>
  import('./features/visit-notes/components/note-editor').then((m) => ({
    default: m.NoteEditor,
  })),
);
const VideoVisit = lazy(() =>
  import('./features/video/components/video-visit').then((m) => ({ default: m.VideoVisit })),
);
const Planner = lazy(() =>
  import('./features/plans/components/planner').then((m) => ({ default: m.Planner })),
);
const CreateAppointment = lazy(() =>
  import('./features/appointments/components/create-appointment').then((m) => ({
    default: m.CreateAppointment,
  })),
);
const UpdateAppointment = lazy(() =>
  import('./features/appointments/components/update-appointment').then((m) => ({
    default: m.UpdateAppointment,
  })),
);
const FoodRecommendation = lazy(() =>
  import('./features/plans/components/food-plan-form').then((m) => ({
    default: m.FoodRecommendation,
  })),
);
const SportsRecommendation = lazy(() =>
  import('./features/plans/components/sport-plan-form').then((m) => ({
    default: m.SportsRecommendation,
  })),
);
// The calendar brings react-big-calendar and luxon: its own chunk, fetched on first visit.
const DoctorCalendar = lazy(() =>
  import('./features/calendar/components/doctor-calendar').then((m) => ({
    default: m.DoctorCalendar,
  })),
);
const NotificationsScreen = lazy(() =>
  import('@careconnect/shared-ui/screens').then((m) => ({ default: m.NotificationsScreen })),
);
// The shared Settings with the doctor's own section, the calendar feed (loaded with it).
const SettingsScreen = lazy(() =>
  Promise.all([
    import('@careconnect/shared-ui/screens'),
    import('./features/calendar-feed/components/calendar-feed-card'),
    import('./features/away-message/components/away-message-card'),
  ]).then(([{ SettingsScreen: Settings }, { CalendarFeedCard }, { AwayMessageCard }]) => ({
    default: () => (
      <Settings updatePasswordPath="/doctor/settings/update-pass">
        <AvailabilityCard />
        <AwayMessageCard />
        <CalendarFeedCard />
      </Settings>
    ),
  })),
);
const AvailabilityScreen = lazy(() =>
  import('./features/availability/components/availability-screen').then((m) => ({
    default: m.AvailabilityScreen,
  })),
);
const ChatsScreen = lazy(() =>
  import('@careconnect/shared-ui/screens').then(({ ChatsScreen: Chats }) => ({
    default: () => <Chats basePath="/doctor/chats" />,
  })),
);
const UpdatePasswordScreen = lazy(() =>
  import('@careconnect/shared-ui/screens').then((m) => ({ default: m.UpdatePasswordScreen })),
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
