import Type, { type Static } from 'typebox';

export const StreamTicket = Type.Object({
  ticket: Type.String({ description: 'Opens one stream, once, within 30 seconds.' }),
  expiresIn: Type.Integer({ description: 'Seconds the ticket stays valid.' }),
});
export type StreamTicket = Static<typeof StreamTicket>;

export const StreamQuery = Type.Object({
  ticket: Type.Optional(Type.String({ maxLength: 200 })),
  lastEventId: Type.Optional(
    Type.String({ maxLength: 20, description: 'The last event id received (as Last-Event-ID).' }),
  ),
});
export type StreamQuery = Static<typeof StreamQuery>;

/** The 200 answer: a text/event-stream that stays open (not JSON). */
export const StreamResponse = {
  description: 'Server-sent events',
  content: { 'text/event-stream': { schema: Type.String() } },
};

/** The kinds of live event. */
export type EventType =
  'message' | 'read' | 'conversation' | 'notification' | 'appointment' | 'video' | 'signout';

/** What each kind carries: ids only, never a message body or a name. */
export interface EventPayloads {
  message: { conversationId: string; messageId: string };
  read: { conversationId: string };
  /** The conversation itself changed: closed or reopened by the doctor. */
  conversation: { conversationId: string };
  notification: { notificationId: string };
  appointment: { appointmentId: string };
  /** A video visit's signal is waiting for the user: read it from the video routes. */
  video: { appointmentId: string };
  /** A sign-in ended: the streams it opened end (never sent to a client). */
  signout: { sessionId: string };
}
