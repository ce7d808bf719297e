// The account routes' request and response shapes, from the server's own schemas.
import type {
  AppointmentLinkBody,
  AppointmentLinkView,
  CreateDoctorBody,
  Doctor,
  EnrolledLoginResponse,
  LoginBody,
  LoginResponse,
  MessageResponse,
  RegisterBody,
  RegisterResponse,
  ResetPasswordBody,
  TotpSetup,
  TwoStepRequired,
  User,
  VerifyBody,
  WebAuthnOptions,
} from '@careconnect/api/contracts';

export type {
  AppointmentLinkBody,
  AppointmentLinkView,
  CreateDoctorBody,
  EnrolledLoginResponse,
  TotpSetup,
  TwoStepRequired,
  WebAuthnOptions,
  LoginBody,
  LoginResponse,
  MessageResponse,
  RegisterBody,
  RegisterResponse,
  ResetPasswordBody,
  VerifyBody,
};

export type AccountType = 'patient' | 'doctor';
export type Gender = RegisterBody['gender'];
export type AccountUser = User;
export type DoctorRecord = Doctor;

/** POST /api/user/verify answers like login: signed in, or the second step that is due first. */
export type VerifyResponse = LoginResponse | TwoStepRequired;
