import { message, type EmailMessage } from './email.js';
import { turnOffLine } from './notification-copy.js';

export interface MessageCopyFacts {
  firstName: string;
  /** 'Dr. Jane Doe' for a patient, the patient's name for a doctor. */
  from: string;
  /** The conversation in the recipient's chats screen. */
  chatUrl: string;
}

/** A chat message that stayed unread: who wrote, never what. */
export function messageCopyEmail(facts: MessageCopyFacts): EmailMessage {
  return message(`New message from ${facts.from}`, {
    greeting: `Hello ${facts.firstName},`,
    paragraphs: [`You have an unread message from ${facts.from} in CareConnect.`],
    actions: [{ label: 'Open the conversation', url: facts.chatUrl }],
    closing: [turnOffLine('Messages')],
  });
}
