import { Route, Routes, Navigate } from 'react-router-dom';
import { AreaLayout, NotFound, type MenuEntry } from '@careconnect/shared-ui';

function Placeholder({ title }: { title: string }) {
  return <h1>{title}</h1>;
}

export const patientMenu: MenuEntry[] = [
  { label: 'Home', to: '/patient/dashboard' },
  { label: 'Appointments', to: '/patient/appointments' },
  { label: 'Food Recommendations', to: '/patient/nutrition' },
  { label: 'Sports Recommendations', to: '/patient/sports' },
  { label: 'Notifications', to: '/patient/notifications' },
  { label: 'Reports', to: '/patient/reports' },
  { label: 'Feedback', to: '/patient/feedback' },
  { label: 'Settings', to: '/patient/settings' },
];

/** The patient area (spec §2), mounted by the shell at /patient. */
export default function PatientApp() {
  return (
    <Routes>
      <Route element={<AreaLayout title="Patient" menu={patientMenu} />}>
        <Route index element={<Navigate to="dashboard" replace />} />
        <Route path="dashboard" element={<Placeholder title="Patient Dashboard" />} />
        <Route path="appointments" element={<Placeholder title="Patient Appointments" />} />
        <Route path="appointments/book" element={<Placeholder title="Book an Appointment" />} />
        <Route path="appointments/view/:id" element={<Placeholder title="Appointment Details" />} />
        <Route path="nutrition" element={<Placeholder title="Recommended Foods" />} />
        <Route path="sports" element={<Placeholder title="Recommended Sports" />} />
        <Route path="notifications" element={<Placeholder title="Notifications" />} />
        <Route path="reports" element={<Placeholder title="Reports" />} />
        <Route path="feedback" element={<Placeholder title="Feedback" />} />
        <Route path="settings" element={<Placeholder title="Settings" />} />
        <Route path="settings/update-pass" element={<Placeholder title="Update Password" />} />
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
