// @careconnect/shared-ui/account: the parts of the account screens each area composes (settings
// cards and forms, the update-password form), with their calls and texts. No screen and no
// route: an area decides where each part goes. Uses formik and yup, so it is its own entry
// (never imported by the main one). Code here imports the kit by package name: one shared copy.
export {
  AppearanceCard,
  ChangeEmailCard,
  PasswordCard,
  PreferenceCards,
  ProfileCard,
  ProfileCards,
  ProfilePhotoCard,
  SignInCards,
} from './settings/settings-cards';
export type { PasswordCardProps, PreferenceCardsProps } from './settings/settings-cards';
export { AboutCard, aboutLine } from './settings/about-card';
export { ChangeEmailForm } from './settings/change-email-form';
export { PhotoPicker } from './settings/photo-picker';
export { ProfileForm } from './settings/profile-form';
export { EmailCopiesCard, EMAIL_COPY_KINDS, EMAIL_COPY_TEXT } from './settings/email-copies-card';
export type { EmailCopiesCardProps } from './settings/email-copies-card';
export type { EmailCopyKind, EmailCopies } from './settings/api/email-copies';
export { SignedInDevicesCard, DEVICES_TEXT } from './settings/signed-in-devices-card';
export type { SignedInDevicesCardProps } from './settings/signed-in-devices-card';
export type { SignedInDevice } from './settings/api/signed-in-devices';
export { TwoStepCard, TWO_STEP_TEXT } from './settings/two-step-card';
export { UpdatePasswordForm } from './update-password/update-password-form';
export {
  updatePasswordSchema,
  UPDATE_PASSWORD_MESSAGES,
} from './update-password/update-password-schema';
export type { ProfileUpdate, ProfileResponse, ImageResponse, PasswordUpdate } from './types';
