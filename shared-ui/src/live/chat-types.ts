// Shapes of the chat and unread calls (GET /api/chats, /api/chats/unread, /api/notify/unread).

export type ChatSide = 'patient' | 'doctor';

export interface ChatPerson {
  _id: string;
  name: string;
}

export interface ChatDoctor extends ChatPerson {
  specialization?: string | null;
  /** The doctor's own note while away, shown to patients. */
  awayMessage: string | null;
  /** 'Usually replies within an hour' … or null when there is too little to tell. */
  replyTime: string | null;
}

export interface LastMessage {
  body: string;
  createdAt: string;
  mine: boolean;
}

/** One conversation between a patient and a doctor. */
export interface Conversation {
  _id: string;
  patient: ChatPerson;
  doctor: ChatDoctor;
  lastMessage: LastMessage | null;
  unread: number;
  closed: boolean;
}

export interface ChatMessage {
  _id: string;
  body: string;
  createdAt: string;
  sender: ChatSide;
  mine: boolean;
  readAt: string | null;
}

export interface MessagesPage {
  /** Oldest first within the page. */
  messages: ChatMessage[];
  hasMore: boolean;
}

export interface UnreadCount {
  count: number;
}
