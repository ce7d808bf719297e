// What the doctor reads of a visit's preparation (docs/spec.md, Pre-visit questionnaire and check-in).
import { PREVISIT_LABELS } from './previsit-labels';

export const PREVISIT_TEXT = {
  ...PREVISIT_LABELS,
  title: 'Pre-visit answers',
  close: 'Close',
  loading: 'Loading answers',
  notAnswered: 'Not answered',
  yes: 'Yes',
  no: 'No',
  version: (version: number) => `Questionnaire version ${version}`,
  sentOn: (when: string) => `Sent on ${when}`,
  draftOnly: 'The patient has not sent the questionnaire yet; these are their draft answers.',
  nothingYet: 'The patient has not answered the questionnaire yet.',
  checkInTitle: 'Check-in',
  checkedInOn: (when: string) => `Checked in on ${when}`,
  notCheckedIn: 'Not checked in yet.',
  phoneNumber: 'Phone number',
  address: 'Address',
  insuranceProvider: 'Insurer',
  insuranceMemberNumber: 'Member number',
} as const;
