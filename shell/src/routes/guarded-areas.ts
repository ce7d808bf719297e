import type { Role } from '@careconnect/shared-ui';
import type { RemoteName } from '../remotes/runtime-config';

/**
 * The guarded areas: each role's path segment (`/patient/...`) and the remote that draws it.
 * The routes (app-routes.tsx) and the early start of a deep link's area (first-area.ts) both
 * read this one table.
 */
export const GUARDED_AREAS: readonly { role: Role; remote: RemoteName }[] = [
  { role: 'patient', remote: 'patient_portal' },
  { role: 'doctor', remote: 'doctor_portal' },
  { role: 'admin', remote: 'admin_portal' },
];
