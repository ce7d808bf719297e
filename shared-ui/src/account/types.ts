// Response and request shapes of the account parts' calls, from the API's own contracts
// (api/src/modules/{users,notifications}), so a change on the server fails the type check here.
import type {
  ChangeEmailBody,
  ImageResponse as ApiImageResponse,
  MessageResponse as ApiMessageResponse,
  NotificationKind as ApiNotificationKind,
  NotificationPreferences as ApiNotificationPreferences,
  UpdatePasswordBody,
  UpdateProfileBody,
  User as ApiUser,
  UserResponse,
} from '@careconnect/api/contracts';

/** What a notification is about; each kind can be copied by email or not. */
export type NotificationKind = ApiNotificationKind;

/** GET/PUT /api/notify/preferences */
export type NotificationPreferences = ApiNotificationPreferences;

/** A user as the API returns it. */
export type ProfileUser = ApiUser;

/** PUT /api/user/profile/{userId} body as the profile form sends it (spec §7): '' clears a field. */
export interface ProfileUpdate {
  firstName: string;
  lastName: string;
  bio: string;
  address: string;
  email: string;
  phoneNumber: string;
  /** 'YYYY-MM-DD' or ''. */
  dateOfBirth: string;
}

/** PUT /api/user/profile/{userId} */
export type ProfileResponse = UserResponse;

/** POST /api/user/image/{userId} (multipart, field `image`); `image` is the http(s) URL. */
export type ImageResponse = ApiImageResponse;

/** POST /api/user/email/{userId} body: the address changes once the emailed link is opened. */
export type EmailChangeRequest = ChangeEmailBody;

/** PUT /api/user/password/{userId} body. */
export type PasswordUpdate = UpdatePasswordBody;

export type MessageResponse = ApiMessageResponse;

// What the profile form sends must stay a valid body for the server.
type Assignable<T extends U, U> = T;
export type ProfileUpdateIsValidBody = Assignable<ProfileUpdate, UpdateProfileBody>;
