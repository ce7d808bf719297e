import Type, { type Static } from 'typebox';
import { CalendarDate, DateInput, DateTime, Gender, Id, Role } from '../common/common.schemas.js';

export const Email = Type.String({
  format: 'email',
  // A dot in the domain, as the forms require (the email format alone accepts user@host).
  pattern: '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$',
  maxLength: 254,
  errorMessage: { required: 'Email is required.', invalid: 'Enter a valid email address.' },
});
const Password = Type.String({
  minLength: 6,
  maxLength: 128,
  errorMessage: 'Password must be at least 6 characters (and at most 128).',
});

/**
 * A user as the API returns it. Someone else's record shows only the public fields
 * (_id, firstName, lastName, role, image, username); optional fields are omitted when empty.
 */
export const User = Type.Object({
  _id: Id,
  firstName: Type.String(),
  lastName: Type.String(),
  role: Role,
  username: Type.Optional(Type.String()),
  email: Type.Optional(Type.String()),
  gender: Type.Optional(Type.String()),
  phoneNumber: Type.Optional(Type.String()),
  address: Type.Optional(Type.String()),
  dateOfBirth: Type.Optional(CalendarDate),
  bio: Type.Optional(Type.String()),
  /** An http(s) URL of the photo, served by this API. */
  image: Type.Optional(Type.String()),
  emailVerified: Type.Optional(Type.Boolean()),
  /** The user's patient record id (patients only). */
  patientId: Type.Optional(Id),
  /** The user's doctor record id (doctors who submitted their details). */
  doctorId: Type.Optional(Id),
  /** Doctors only: whether an administrator approved the account. */
  doctorApproved: Type.Optional(Type.Boolean()),
  createdAt: Type.Optional(DateTime),
  updatedAt: Type.Optional(DateTime),
});
export type User = Static<typeof User>;

export const LoginBody = Type.Object({
  email: Email,
  password: Type.String({
    minLength: 1,
    maxLength: 128,
    errorMessage: { required: 'Password is required.' },
  }),
});
export type LoginBody = Static<typeof LoginBody>;

export const LoginResponse = Type.Object({
  message: Type.String({ examples: ['Login successful'] }),
  /** Access token (JWT, 15 minutes). Send it as `Authorization: Bearer <token>`. */
  token: Type.String(),
  user: User,
});
export type LoginResponse = Static<typeof LoginResponse>;

export const RefreshResponse = Type.Object({
  message: Type.String(),
  token: Type.String(),
  user: User,
});
export type RefreshResponse = Static<typeof RefreshResponse>;

export const RegisterBody = Type.Object({
  firstName: Type.String({
    minLength: 3,
    maxLength: 80,
    errorMessage: 'First name must be at least 3 characters.',
  }),
  lastName: Type.String({
    minLength: 4,
    maxLength: 80,
    errorMessage: 'Last name must be at least 4 characters.',
  }),
  username: Type.String({
    minLength: 4,
    maxLength: 40,
    pattern: '^[A-Za-z0-9._-]+$',
    errorMessage:
      'Username must have at least 4 characters: letters, digits, dots, dashes or underscores.',
  }),
  gender: Gender,
  email: Email,
  password: Password,
  accountType: Type.Optional(Type.Enum(['patient', 'doctor'], { default: 'patient' })),
});
export type RegisterBody = Static<typeof RegisterBody>;

export const RegisterResponse = Type.Object({
  message: Type.String(),
  user: Type.Object({ _id: Id, email: Type.String(), role: Role }),
});
export type RegisterResponse = Static<typeof RegisterResponse>;

export const VerifyBody = Type.Object({
  email: Email,
  code: Type.String({
    pattern: '^[0-9]{7}$',
    errorMessage: { required: 'Code is required.', invalid: 'Code must be exactly 7 digits.' },
  }),
  /** The password chosen at sign-up: it says which sign-up of the address becomes the account. */
  password: Type.String({
    minLength: 1,
    maxLength: 128,
    errorMessage: { required: 'Password is required.', invalid: 'Password is required.' },
  }),
});
export type VerifyBody = Static<typeof VerifyBody>;

export const EmailBody = Type.Object({ email: Email });
export type EmailBody = Static<typeof EmailBody>;

export const ResetParams = Type.Object({ token: Type.String({ minLength: 1, maxLength: 1000 }) });
export type ResetParams = Static<typeof ResetParams>;
export const ResetPasswordBody = Type.Object({
  email: Email,
  newPassword: Password,
  confirm: Type.String({
    maxLength: 128,
    errorMessage: { required: 'Confirm your new password.' },
  }),
});
export type ResetPasswordBody = Static<typeof ResetPasswordBody>;

export const UpdatePasswordBody = Type.Object({
  currentPassword: Type.String({
    minLength: 1,
    maxLength: 128,
    errorMessage: {
      required: 'Current password is required.',
      invalid: 'Current password is required.',
    },
  }),
  newPassword: Type.String({
    minLength: 6,
    maxLength: 128,
    errorMessage: 'New password must be at least 6 characters.',
  }),
  confirm: Type.String({
    maxLength: 128,
    errorMessage: { required: 'Confirm your new password.' },
  }),
});
export type UpdatePasswordBody = Static<typeof UpdatePasswordBody>;

export const ChangeEmailBody = Type.Object({
  currentPassword: Type.String({
    minLength: 1,
    maxLength: 128,
    errorMessage: {
      required: 'Current password is required.',
      invalid: 'Current password is required.',
    },
  }),
  newEmail: Email,
});
export type ChangeEmailBody = Static<typeof ChangeEmailBody>;

export const ConfirmEmailBody = Type.Object({
  token: Type.String({
    minLength: 1,
    maxLength: 1000,
    errorMessage: { required: 'The confirmation token is missing.' },
  }),
});
export type ConfirmEmailBody = Static<typeof ConfirmEmailBody>;

/**
 * Profile fields; each is optional, and an empty string clears an optional field. `email` is
 * accepted only unchanged (the form sends it back): a new address goes through ChangeEmailBody.
 */
export const UpdateProfileBody = Type.Object({
  firstName: Type.Optional(Type.String({ minLength: 1, maxLength: 80 })),
  lastName: Type.Optional(Type.String({ minLength: 1, maxLength: 80 })),
  username: Type.Optional(
    Type.String({
      minLength: 4,
      maxLength: 40,
      pattern: '^[A-Za-z0-9._-]+$',
      errorMessage:
        'Username must have at least 4 characters: letters, digits, dots, dashes or underscores.',
    }),
  ),
  email: Type.Optional(Email),
  gender: Type.Optional(Type.Union([Gender, Type.Literal('')])),
  bio: Type.Optional(Type.String({ maxLength: 2000 })),
  address: Type.Optional(Type.String({ maxLength: 300 })),
  phoneNumber: Type.Optional(Type.String({ maxLength: 40 })),
  dateOfBirth: Type.Optional(Type.Union([DateInput, Type.Literal(''), Type.Null()])),
});
export type UpdateProfileBody = Static<typeof UpdateProfileBody>;

export const UserResponse = Type.Object({ message: Type.String(), user: User });
export type UserResponse = Static<typeof UserResponse>;

/** The upload's form, for the published description (the route reads it as a stream). */
export const ImageUploadForm = Type.Object({
  image: Type.String({ format: 'binary', description: 'JPEG, PNG or WebP, at most 2 MB.' }),
});

export const ImageResponse = Type.Object({
  message: Type.String(),
  image: Type.String(),
  user: User,
});
export type ImageResponse = Static<typeof ImageResponse>;

/** One sign-in of an account, as its owner (or an administrator) sees it. */
export const SignIn = Type.Object({
  /** The sign-in's id (ends it with DELETE /api/user/sessions/{id}). */
  _id: Id,
  /** The device, from the browser's User-Agent ("Windows computer", "iPhone", …). */
  device: Type.String(),
  /** The browser and its major version ("Firefox 145"). */
  browser: Type.String(),
  /** The kind of network by address range: "Private network", "This computer (loopback)" or "Unknown location". */
  place: Type.String(),
  ip: Type.Optional(Type.String()),
  signedInAt: DateTime,
  lastActiveAt: DateTime,
  /** The sign-in that made this request. */
  current: Type.Boolean(),
});
export type SignIn = Static<typeof SignIn>;
export const SignInList = Type.Array(SignIn);
export type SignInList = Static<typeof SignInList>;

export const SessionIdParams = Type.Object({ sessionId: Id });
export type SessionIdParams = Static<typeof SessionIdParams>;

export const EndedSignIns = Type.Object({
  message: Type.String(),
  /** How many sign-ins ended. */
  ended: Type.Integer({ minimum: 0 }),
});
export type EndedSignIns = Static<typeof EndedSignIns>;
