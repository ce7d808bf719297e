import type { Role } from '@careconnect/shared-ui/core';
import type { Conversation } from './chat-types';

/** The API gives first and last names; a doctor is shown as 'Dr. …'. */
export function doctorTitle(name: string): string {
  return /^Dr\.?\s/i.test(name) ? name : `Dr. ${name}`;
}

/** The other side of a conversation: the doctor for a patient, the patient for a doctor. */
export function chatPartnerName(chat: Conversation, role: Role | null): string {
  return role === 'doctor' ? chat.patient.name : doctorTitle(chat.doctor.name);
}
