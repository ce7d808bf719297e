// Secure messages between a patient and the doctors in their care team.
import Type, { type Static } from 'typebox';
import { DateTime, Id } from '../common/common.schemas.js';

export const MESSAGE_MAX = 2000;
export const AWAY_MESSAGE_MAX = 300;

const Name = Type.String({ description: 'First and last name.' });

export const ChatSummary = Type.Object({
  _id: Id,
  patient: Type.Object({ _id: Id, name: Name }),
  doctor: Type.Object({
    _id: Id,
    name: Name,
    specialization: Type.String(),
    awayMessage: Type.Union([Type.String(), Type.Null()]),
    replyTime: Type.Union([Type.String(), Type.Null()], {
      description:
        "The doctor's usual answer time over the last 30 days: 'Usually replies within an hour', '… within a few hours', '… within a day', or null.",
    }),
  }),
  lastMessage: Type.Union([
    Type.Object({ body: Type.String(), createdAt: DateTime, mine: Type.Boolean() }),
    Type.Null(),
  ]),
  unread: Type.Integer({ minimum: 0 }),
  closed: Type.Boolean(),
});
export type ChatSummary = Static<typeof ChatSummary>;

export const ChatList = Type.Array(ChatSummary);
export type ChatList = Static<typeof ChatList>;

export const OpenChatBody = Type.Object(
  {
    doctor: Type.Optional(Id),
    patient: Type.Optional(Id),
  },
  { additionalProperties: false },
);
export type OpenChatBody = Static<typeof OpenChatBody>;

export const ChatMessage = Type.Object({
  _id: Id,
  body: Type.String(),
  createdAt: DateTime,
  sender: Type.Enum(['patient', 'doctor']),
  mine: Type.Boolean(),
  readAt: Type.Union([DateTime, Type.Null()]),
});
export type ChatMessage = Static<typeof ChatMessage>;

export const MessagePage = Type.Object({
  messages: Type.Array(ChatMessage, { description: 'Oldest first within the page.' }),
  hasMore: Type.Boolean({
    description: 'Older messages exist: ask again with before=<first _id>.',
  }),
});
export type MessagePage = Static<typeof MessagePage>;

export const MessagesQuery = Type.Object({
  before: Type.Optional(Id),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 30 })),
});
export type MessagesQuery = Static<typeof MessagesQuery>;

export const NewMessageBody = Type.Object(
  {
    // Checked again after trimming (1–2000 characters).
    body: Type.String({ maxLength: MESSAGE_MAX * 2 }),
  },
  { additionalProperties: false },
);
export type NewMessageBody = Static<typeof NewMessageBody>;

export const UnreadMessages = Type.Object({ count: Type.Integer({ minimum: 0 }) });

export const AwayMessageBody = Type.Object(
  { message: Type.Union([Type.String({ maxLength: AWAY_MESSAGE_MAX * 2 }), Type.Null()]) },
  { additionalProperties: false },
);
export type AwayMessageBody = Static<typeof AwayMessageBody>;

export const AwayMessage = Type.Object({
  awayMessage: Type.Union([Type.String(), Type.Null()]),
});

export const MessageStats = Type.Object({
  total: Type.Integer({ minimum: 0 }),
  last30Days: Type.Integer({ minimum: 0 }),
});
