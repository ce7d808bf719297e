// The five front-end apps of the suite: their federation names, default ports and where they mount.
export const apps = {
  shell: { federationName: 'shell', port: 3000, basePath: '/' },
  'auth-app': { federationName: 'auth_app', port: 3001, basePath: '/' },
  'patient-portal': { federationName: 'patient_portal', port: 3002, basePath: '/patient' },
  'doctor-portal': { federationName: 'doctor_portal', port: 3003, basePath: '/doctor' },
  'admin-portal': { federationName: 'admin_portal', port: 3004, basePath: '/admin' },
};

export const remoteNames = ['auth-app', 'patient-portal', 'doctor-portal', 'admin-portal'];

export const API_PORT = 4000;

/** Env var that overrides where a remote is served from, e.g. PATIENT_PORTAL_URL. */
export function urlEnvName(app) {
  return `${app.toUpperCase().replace(/-/g, '_')}_URL`;
}

// The first path segments the shell hands to the auth-app remote (shell/src/routes/auth-paths.ts
// keeps the same list; an e2e test checks the two agree through the served pages).
export const authPaths = ['login', 'signup', 'verify', 'forgotpass', 'auth', 'createdoc'];

/** The remote that draws a page of the shell, from its path; null for the landing page and others. */
export function remoteOfPath(pathname) {
  const first = pathname.split('/')[1] ?? '';
  if (authPaths.includes(first)) return 'auth-app';
  return remoteNames.find((name) => apps[name].basePath === `/${first}`) ?? null;
}
