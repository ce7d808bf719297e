// Second factors: the authenticator app (TOTP), passkeys (WebAuthn) and recovery codes.
// Types only: this file is part of the browser-facing contracts.
import Type, { type Static } from 'typebox';
import { DateTime, Id } from '../common/common.schemas.js';
import { LoginResponse } from './users.schemas.js';

const Code = Type.String({
  minLength: 1,
  maxLength: 20,
  errorMessage: { required: 'Enter the code.', invalid: 'Enter the code.' },
});
const PendingToken = Type.String({
  minLength: 1,
  maxLength: 200,
  errorMessage: 'The sign-in has expired. Please log in again.',
});
const CurrentPassword = Type.String({
  minLength: 1,
  maxLength: 128,
  errorMessage: {
    required: 'Current password is required.',
    invalid: 'Current password is required.',
  },
});

/**
 * POST /api/user/login answers 202 with this when the password was right but a second step is
 * due: `second-factor` (a code, a passkey or a recovery code) or `enrol` (the clinic requires a
 * second factor and the account has none: enrol an authenticator app to finish signing in).
 */
export const TwoStepRequired = Type.Object({
  message: Type.String(),
  step: Type.Enum(['second-factor', 'enrol']),
  /** Single use, 5 minutes; it proves the password step only (not a session). */
  pendingToken: Type.String(),
  /** Which second factors the account has. */
  methods: Type.Object({ totp: Type.Boolean(), passkey: Type.Boolean() }),
});
export type TwoStepRequired = Static<typeof TwoStepRequired>;

export const PendingBody = Type.Object({ pendingToken: PendingToken });
export type PendingBody = Static<typeof PendingBody>;

export const PendingCodeBody = Type.Object({ pendingToken: PendingToken, code: Code });
export type PendingCodeBody = Static<typeof PendingCodeBody>;

export const CodeBody = Type.Object({ code: Code });
export type CodeBody = Static<typeof CodeBody>;

export const PasswordBody = Type.Object({ currentPassword: CurrentPassword });
export type PasswordBody = Static<typeof PasswordBody>;

/** A new authenticator-app secret, shown once while it is being enrolled. */
export const TotpSetup = Type.Object({
  /** base32, for typing into the app. */
  secret: Type.String(),
  /** otpauth:// URI (what a QR code would carry). */
  uri: Type.String(),
});
export type TotpSetup = Static<typeof TotpSetup>;

export const RecoveryCodesResponse = Type.Object({
  message: Type.String(),
  /** Shown once: only their hashes are kept. */
  recoveryCodes: Type.Array(Type.String()),
});
export type RecoveryCodesResponse = Static<typeof RecoveryCodesResponse>;

export const Passkey = Type.Object({
  _id: Id,
  name: Type.String(),
  createdAt: DateTime,
  lastUsedAt: Type.Optional(DateTime),
});
export type Passkey = Static<typeof Passkey>;

export const TwoStepStatus = Type.Object({
  totp: Type.Boolean(),
  passkeys: Type.Array(Passkey),
  recoveryCodesLeft: Type.Integer(),
  /** The clinic requires a second factor of this account (it cannot remove its last one). */
  required: Type.Boolean(),
  /** A demo account in demo mode: it signs in with the password alone and cannot enrol. */
  demoAccount: Type.Boolean(),
});
export type TwoStepStatus = Static<typeof TwoStepStatus>;

// WebAuthn JSON as the browser library sends it; the server library checks every field.
const B64 = Type.String({ maxLength: 16_384 });
const Extensions = Type.Object({}, { additionalProperties: true });

export const RegistrationCredential = Type.Object({
  id: Type.String({ maxLength: 1024 }),
  rawId: Type.String({ maxLength: 1024 }),
  type: Type.Literal('public-key'),
  response: Type.Object({
    clientDataJSON: B64,
    attestationObject: B64,
    authenticatorData: Type.Optional(B64),
    transports: Type.Optional(Type.Array(Type.String({ maxLength: 40 }), { maxItems: 10 })),
    publicKeyAlgorithm: Type.Optional(Type.Integer()),
    publicKey: Type.Optional(B64),
  }),
  authenticatorAttachment: Type.Optional(Type.Enum(['platform', 'cross-platform'])),
  clientExtensionResults: Extensions,
});

export const AuthenticationCredential = Type.Object({
  id: Type.String({ maxLength: 1024 }),
  rawId: Type.String({ maxLength: 1024 }),
  type: Type.Literal('public-key'),
  response: Type.Object({
    clientDataJSON: B64,
    authenticatorData: B64,
    signature: B64,
    userHandle: Type.Optional(B64),
  }),
  authenticatorAttachment: Type.Optional(Type.Enum(['platform', 'cross-platform'])),
  clientExtensionResults: Extensions,
});

export const AddPasskeyBody = Type.Object({
  credential: RegistrationCredential,
  name: Type.Optional(Type.String({ maxLength: 60 })),
});
export type AddPasskeyBody = Static<typeof AddPasskeyBody>;

export const PendingPasskeyBody = Type.Object({
  pendingToken: PendingToken,
  credential: AuthenticationCredential,
});
export type PendingPasskeyBody = Static<typeof PendingPasskeyBody>;

/** Options for navigator.credentials (PublicKeyCredential*OptionsJSON), passed on as they are. */
export const WebAuthnOptions = Type.Object(
  { challenge: Type.String() },
  { additionalProperties: true },
);
export type WebAuthnOptions = Static<typeof WebAuthnOptions>;

export const PasskeyParams = Type.Object({ passkeyId: Id });
export type PasskeyParams = Static<typeof PasskeyParams>;

/** Sign-in finished by the required enrolment: the session, and the recovery codes (once). */
export const EnrolledLoginResponse = Type.Object({
  ...LoginResponse.properties,
  recoveryCodes: Type.Array(Type.String()),
});
export type EnrolledLoginResponse = Static<typeof EnrolledLoginResponse>;
