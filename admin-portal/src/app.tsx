import { Route, Routes, Navigate } from 'react-router-dom';
import { AreaLayout, NotFound, type MenuEntry } from '@careconnect/shared-ui';

function Placeholder({ title }: { title: string }) {
  return <h1>{title}</h1>;
}

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
        <Route path="dashboard" element={<Placeholder title="Admin Dashboard" />} />
        <Route path="appointments" element={<Placeholder title="All Appointments" />} />
        <Route path="appointments/create" element={<Placeholder title="Create New Appointment" />} />
        <Route path="appointments/view/:id" element={<Placeholder title="Appointment Details" />} />
        <Route path="appointments/update/:id" element={<Placeholder title="Update Appointment" />} />
        <Route path="doctors" element={<Placeholder title="All Doctors" />} />
        <Route path="doctors/view/:id" element={<Placeholder title="Doctor Details" />} />
        <Route path="patients" element={<Placeholder title="All Patients" />} />
        <Route path="patients/view/:id" element={<Placeholder title="Patient Details" />} />
        <Route path="reports" element={<Placeholder title="Reports" />} />
        <Route path="notifications" element={<Placeholder title="Notifications" />} />
        <Route path="settings" element={<Placeholder title="Settings" />} />
        <Route path="settings/update-pass" element={<Placeholder title="Update Password" />} />
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
