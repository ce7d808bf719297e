import { Route, Routes, Navigate } from 'react-router-dom';
import { AreaLayout, NotFound, useSession, type MenuEntry } from '@careconnect/shared-ui';

function Placeholder({ title }: { title: string }) {
  return <h1>{title}</h1>;
}

/** Spec §2: the appointments and patients links carry the doctor's user id. */
export function doctorMenu(userId: string | null): MenuEntry[] {
  const id = userId ?? '';
  return [
    { label: 'Home', to: '/doctor/dashboard' },
    { label: 'Appointments', to: `/doctor/appointments/${id}` },
    { label: 'Patients', to: `/doctor/patients/${id}` },
    { label: 'Health', to: '/doctor/health' },
    { label: 'Sports & Nutrition', to: '/doctor/sportNutri' },
    { label: 'Notifications', to: '/doctor/notifications' },
    { label: 'Settings', to: '/doctor/settings' },
  ];
}

/** The doctor area (spec §2), mounted by the shell at /doctor. */
export default function DoctorApp() {
  const userId = useSession((s) => s.userId);
  return (
    <Routes>
      <Route element={<AreaLayout title="Doctor" menu={doctorMenu(userId)} />}>
        <Route index element={<Navigate to="dashboard" replace />} />
        <Route path="dashboard" element={<Placeholder title="Doctor Dashboard" />} />
        <Route path="appointments" element={<Placeholder title="Appointments" />} />
        <Route path="appointments/create" element={<Placeholder title="Create New Appointment" />} />
        <Route path="appointments/view/:id" element={<Placeholder title="Appointment Details" />} />
        <Route path="appointments/update/:id" element={<Placeholder title="Update Appointment" />} />
        <Route path="appointments/:userId" element={<Placeholder title="Appointments" />} />
        <Route path="patients" element={<Placeholder title="All Patients" />} />
        <Route path="patients/view/:id" element={<Placeholder title="Patient Details" />} />
        <Route path="patients/:userId" element={<Placeholder title="All Patients" />} />
        <Route path="health" element={<Placeholder title="Patient Health Issues" />} />
        <Route path="sportNutri" element={<Placeholder title="Nutrition & Sports Planner" />} />
        <Route path="sportNutri/add-Food" element={<Placeholder title="Food Recommendation" />} />
        <Route path="sportNutri/add-Sport" element={<Placeholder title="Sports Recommendation" />} />
        <Route path="notifications" element={<Placeholder title="Notifications" />} />
        <Route path="reports" element={<Placeholder title="Reports" />} />
        <Route path="settings" element={<Placeholder title="Settings" />} />
        <Route path="settings/update-pass" element={<Placeholder title="Update Password" />} />
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
