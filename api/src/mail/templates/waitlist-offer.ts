// The email of an earlier time offered from the waitlist: who, when, and until when to answer.
// The answer is given in the app (accepting books the time), never by a link that acts alone.
import { message, type EmailMessage } from './email.js';

export interface OfferFacts {
  firstName: string;
  doctor: string;
  date: string;
  timeSlot: string;
  /** The answer must come before this, written in the doctor's zone. */
  answerBy: string;
  appUrl: string;
}

export const OFFER_SUBJECT = 'An earlier time is free';

export function waitlistOfferEmail(facts: OfferFacts): EmailMessage {
  return message(OFFER_SUBJECT, {
    greeting: `Hello ${facts.firstName},`,
    paragraphs: [
      `A time you asked for is free with ${facts.doctor}. The first patient to accept it gets it.`,
    ],
    details: [
      ['Doctor', facts.doctor],
      ['Date', facts.date],
      ['Time', facts.timeSlot],
      ['Answer by', facts.answerBy],
    ],
    actions: [{ label: 'See the offer', url: `${facts.appUrl}/patient/waitlist` }],
    closing: [
      'You get this email because you asked CareConnect to offer you an earlier time. Leave the waitlist in the app to stop these emails.',
    ],
  });
}
