// Response shapes of the calls these screens make (spec §3, §7). They mirror the server's
// schemas in api/src/modules/{users,notifications}; when `@careconnect/api/contracts` exists
// they become `import type` re-exports from it.
import type { User } from '@careconnect/shared-ui';

/** GET /api/notify/get/{userId}: one notification (spec §3 "Notification"). */
export interface UserNotification {
  _id: string;
  message: string;
  /** ISO date-time. */
  createdAt: string;
  read?: boolean;
}

/** PUT /api/user/profile/{userId} body (spec §7): '' clears an optional field. */
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
export interface ProfileResponse {
  message: string;
  user: User;
}

/** POST /api/user/image/{userId} (multipart, field `image`) */
export interface ImageResponse {
  message: string;
  /** The photo's http(s) URL. */
  image: string;
  user: User;
}

/** PUT /api/user/password/{userId} body. */
export interface PasswordUpdate {
  currentPassword: string;
  newPassword: string;
  confirm: string;
}

export interface MessageResponse {
  message: string;
}
