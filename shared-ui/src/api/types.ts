// Minimal response shapes of spec §3/§7 used by shared-ui itself. They mirror the server's
// contracts; when `@careconnect/api/contracts` exists, these become `import type` re-exports
// from it (this is the only file to change).

export type Role = 'patient' | 'doctor' | 'admin';

/** A user record as the API returns it (spec §3 "User"). */
export interface User {
  _id: string;
  firstName: string;
  lastName: string;
  email: string;
  role: string;
  username?: string;
  image?: string | null;
  phoneNumber?: string | null;
  address?: string | null;
  gender?: string | null;
  dateOfBirth?: string | null;
  bio?: string | null;
}

/** POST /api/user/login */
export interface LoginResponse {
  message: string;
  token: string;
  user: User;
}

/** POST /api/user/refresh */
export interface RefreshResponse {
  token: string;
}

/** GET /api/user/getOne/{userId}: the user, bare or wrapped as `{ user }`. */
export type GetUserResponse = User | { user: User };
