// The public screens served by the auth-app remote (spec §2).
export const AUTH_PATHS = ['login', 'signup', 'verify', 'forgotpass', 'auth', 'createdoc'] as const;

export function isAuthPath(pathname: string) {
  const first = pathname.split('/')[1] ?? '';
  return (AUTH_PATHS as readonly string[]).includes(first);
}
