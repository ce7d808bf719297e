// Every sentence of the earlier-time offers (docs/spec.md, "Earlier-time offers").
export const WAITLIST_TEXT = {
  screenTitle: 'Earlier times',
  offersTitle: 'Offers',
  noOffers: 'No offers yet. We will tell you as soon as a time you want is free.',
  entriesTitle: 'Your waitlist',
  noEntries: 'You are not on any waitlist.',
  accept: 'Accept',
  decline: 'Decline',
  leave: 'Leave',
  accepted: 'The time is yours: your appointment is booked.',
  declinedToast: 'Offer declined.',
  leftToast: 'You left the waitlist.',
  statusAccepted: 'You accepted this time.',
  statusDeclined: 'You declined this time.',
  statusExpired: 'This offer has expired.',
  statusTaken: 'This time has been taken.',
  askEarlier: 'Offer me an earlier time',
  askEarlierTitle: 'Earlier time',
  askEarlierIntro:
    'Tell us when you could come. When an earlier time that suits you is free, we offer it to you in the app and by email.',
  waitingEarlier: 'We will offer you an earlier time when one that suits you is free.',
  joinTitle: 'Join the waitlist',
  joinIntro:
    'No time that suits you? Join the waitlist and we will offer you a time when one is free.',
  joinButton: 'Join the waitlist',
  joinSpecialization: (specialization: string) =>
    `Join the waitlist: any doctor of ${specialization}`,
  waitForSpecialization: (specialization: string) =>
    `No time that suits you? Wait for any doctor of ${specialization}`,
  joined: 'You are on the waitlist.',
  seeOffers: 'See your offers',
  daysLegend: 'Days that suit you',
  from: 'From',
  to: 'To',
  until: 'Until (optional)',
  chooseDay: 'Choose at least one day',
  fromRequired: 'Start time is required',
  toRequired: 'End time is required',
  timesOrder: 'The end time must be after the start time.',
  saving: 'Saving…',
};

export const WEEKDAY_NAMES = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;

/** '1 h 20 min left', '45 min left', 'Less than a minute left'. */
export function timeLeft(expiresAt: string, now: number): string {
  const minutes = Math.floor((Date.parse(expiresAt) - now) / 60_000);
  if (minutes < 1) return 'Less than a minute left';
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min left`;
  return rest === 0 ? `${hours} h left` : `${hours} h ${rest} min left`;
}
