// The clinic's administrators as the Administrators screen reads them, and the invitation.
import Type, { type Static } from 'typebox';
import { DateTime, Id } from '../common/common.schemas.js';
import { Email } from './users.schemas.js';

export const Administrator = Type.Object({
  _id: Id,
  firstName: Type.String(),
  lastName: Type.String(),
  email: Type.String(),
  /** An authenticator app or a passkey is enrolled. */
  twoStep: Type.Boolean(),
  /** Invited, and no password chosen yet. */
  invitationPending: Type.Boolean(),
  createdAt: DateTime,
});
export type Administrator = Static<typeof Administrator>;

export const AdministratorList = Type.Array(Administrator);
export type AdministratorList = Static<typeof AdministratorList>;

const Name = (label: string) =>
  Type.String({
    minLength: 1,
    maxLength: 80,
    pattern: '\\S',
    errorMessage: `${label} is required.`,
  });

export const InviteAdministratorBody = Type.Object({
  firstName: Name('First name'),
  lastName: Name('Last name'),
  email: Email,
});
export type InviteAdministratorBody = Static<typeof InviteAdministratorBody>;

export const InvitationResponse = Type.Object({
  message: Type.String(),
  administrator: Administrator,
});
export type InvitationResponse = Static<typeof InvitationResponse>;
