// Whether this browser holds a session, read straight from the stored keys (spec §3): the landing
// page runs on React alone and does not load the UI kit's session store for one question.
const DASHBOARDS: Record<string, string> = {
  patient: '/patient/dashboard',
  doctor: '/doctor/dashboard',
  admin: '/admin/dashboard',
};

/** The signed-in user's dashboard, or null for a visitor. */
export function storedDashboard(
  storage: Pick<Storage, 'getItem'> = window.localStorage,
): string | null {
  try {
    if (!storage.getItem('token')) return null;
    return DASHBOARDS[(storage.getItem('role') ?? '').toLowerCase()] ?? null;
  } catch {
    // storage refused (privacy settings): treat as a visitor
    return null;
  }
}
