// Request and response shapes of the account routes (api/src/modules/users, doctors). They
// mirror the server's schemas; switch to `import type … from '@careconnect/api/contracts'`
// once the API package publishes that entry.
import type { User } from '@careconnect/shared-ui';

export type AccountType = 'patient' | 'doctor';
export type Gender = 'male' | 'female';

/** What the login and verify answers carry about the user (spec §3 plus the account flags). */
export interface AccountUser extends User {
  emailVerified?: boolean;
  patientId?: string;
  /** Doctors who saved their details. */
  doctorId?: string;
  /** Doctors only: whether an administrator approved the account. */
  doctorApproved?: boolean;
}

export interface MessageResponse {
  message: string;
}

/** POST /api/user/login */
export interface LoginBody {
  email: string;
  password: string;
}
export interface LoginResponse {
  message?: string;
  token?: string;
  user?: AccountUser;
}

/** POST /api/user/register */
export interface RegisterBody {
  firstName: string;
  lastName: string;
  username: string;
  gender: Gender;
  email: string;
  password: string;
  accountType: AccountType;
}
export interface RegisterResponse {
  message: string;
  email?: string;
  user?: { _id: string; email: string; role: string };
}

/** POST /api/user/verify: the account is verified and signed in. */
export interface VerifyBody {
  email: string;
  code: string;
}
export interface VerifyResponse {
  message: string;
  accountType?: AccountType;
  token?: string;
  user?: AccountUser;
}

/** POST /api/doctor/create */
export interface CreateDoctorBody {
  licenseNumber: string;
  specialization: string;
  yearsOfExperience?: number;
  hospital?: string;
}
export interface DoctorRecord {
  _id: string;
  specialization: string;
  licenseNumber?: string;
  hospital?: string;
  yearsOfExperience?: number;
  approved?: boolean;
}

/** POST /api/user/resetpassword/{token} */
export interface ResetPasswordBody {
  email: string;
  newPassword: string;
  confirm: string;
}
