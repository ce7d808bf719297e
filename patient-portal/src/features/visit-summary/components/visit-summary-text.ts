// The words of the after-visit summary (docs/spec.md, "Visit notes and the after-visit summary").
export const SUMMARY_TEXT = {
  title: 'Visit summary',
  intro: (doctor: string, date: string) => `Your visit with ${doctor} on ${date}.`,
  assessment: "Your doctor's assessment",
  plan: 'Your plan',
  updates: 'Updates from your doctor',
  plans: 'Plans given at this visit',
  foodPlan: 'Food plan',
  sportsPlan: 'Sports plan',
  followUp: 'Follow-up',
  followUpAsked: (doctor: string, date: string, kind: string) =>
    `${doctor} would like to see you again around ${date} (${kind}).`,
  followUpBooked: 'You have booked it.',
  bookFollowUp: 'Book your follow-up',
  kinds: { inPerson: 'in person', video: 'by video' },
  signed: (when: string) => `Signed on ${when}`,
  print: 'Print',
  notReady: 'The summary of this visit is not ready yet. You will be told when it is.',
  back: 'Back to the appointment',
  card: 'Your doctor has written the summary of this visit.',
  open: 'Read the visit summary',
  none: 'N/A',
} as const;
