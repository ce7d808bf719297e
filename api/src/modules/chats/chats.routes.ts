import type { RouteModule } from '../../context.js';
import { errorResponses } from '../../context.js';
import { IdParams, MessageResponse } from '../common/common.schemas.js';
import {
  AwayMessage,
  AwayMessageBody,
  ChatList,
  ChatSummary,
  MessagePage,
  MessageStats,
  MessagesQuery,
  NewMessageBody,
  ChatMessage,
  OpenChatBody,
  UnreadMessages,
} from './chats.schemas.js';
import * as service from './chats.service.js';
import { writeLimit } from '../../plugins/rate-limit.js';

const tags = ['chats'];

export const chatsRoutes: RouteModule = async (app, ctx) => {
  const { authenticate, requireRole } = ctx.guards;
  const people = [authenticate, requireRole('patient', 'doctor')];
  const doctorsOnly = [authenticate, requireRole('doctor')];

  app.get(
    '/api/chats',
    {
      schema: {
        tags,
        summary:
          'Your conversations: a patient one per doctor of their care team, a doctor one per patient who wrote',
        response: { 200: ChatList, ...errorResponses(401, 403) },
      },
      onRequest: people,
    },
    async (request) => service.listChats(ctx, request),
  );

  app.post(
    '/api/chats',
    {
      schema: {
        tags,
        summary: 'Open the conversation with a doctor of your care team, or a patient in your care',
        description:
          'A patient sends `{ doctor }`, a doctor `{ patient }`. 201 when it was created, 200 when it existed.',
        body: OpenChatBody,
        response: { 200: ChatSummary, 201: ChatSummary, ...errorResponses(400, 401, 403, 404) },
      },
      onRequest: people,
    },
    async (request, reply) => {
      const { chat, created } = await service.openChat(ctx, request, request.body);
      return reply.code(created ? 201 : 200).send(chat);
    },
  );

  app.get(
    '/api/chats/unread',
    {
      schema: {
        tags,
        summary: 'How many messages to you are unread',
        response: { 200: UnreadMessages, ...errorResponses(401, 403) },
      },
      onRequest: people,
    },
    async (request) => ({ count: await service.unreadCount(ctx, request.actor) }),
  );

  app.get(
    '/api/chats/:id/messages',
    {
      schema: {
        tags,
        summary: 'A page of a conversation (30 by default), oldest first; older ones with ?before=',
        params: IdParams,
        querystring: MessagesQuery,
        response: { 200: MessagePage, ...errorResponses(400, 401, 403, 404) },
      },
      onRequest: people,
    },
    async (request) => service.listMessages(ctx, request, request.params.id, request.query),
  );

  app.post(
    '/api/chats/:id/messages',
    {
      schema: {
        tags,
        summary: 'Send a message (1 to 2000 characters)',
        description: '409 when the conversation is closed, 403 when the care relationship ended.',
        params: IdParams,
        body: NewMessageBody,
        response: { 201: ChatMessage, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
      onRequest: people,
      preHandler: writeLimit(ctx.attempts, 'message', ctx.config.rateLimitWrites),
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await service.postMessage(ctx, request, request.params.id, request.body.body)),
  );

  app.post(
    '/api/chats/:id/read',
    {
      schema: {
        tags,
        summary: "Mark the other side's messages in the conversation as read",
        params: IdParams,
        response: { 200: MessageResponse, ...errorResponses(400, 401, 403, 404) },
      },
      onRequest: people,
    },
    async (request) => service.markRead(ctx, request, request.params.id),
  );

  app.patch(
    '/api/chats/:id/close',
    {
      schema: {
        tags,
        summary: 'Close a conversation: it stays readable, nobody can write (the doctor)',
        params: IdParams,
        response: { 200: ChatSummary, ...errorResponses(400, 401, 403, 404) },
      },
      onRequest: doctorsOnly,
    },
    async (request) => service.setClosed(ctx, request, request.params.id, true),
  );

  app.patch(
    '/api/chats/:id/reopen',
    {
      schema: {
        tags,
        summary: 'Reopen a closed conversation (the doctor)',
        params: IdParams,
        response: { 200: ChatSummary, ...errorResponses(400, 401, 403, 404) },
      },
      onRequest: doctorsOnly,
    },
    async (request) => service.setClosed(ctx, request, request.params.id, false),
  );

  app.get(
    '/api/doctor/away-message',
    {
      schema: {
        tags,
        summary: 'Your away message (the doctor)',
        response: { 200: AwayMessage, ...errorResponses(401, 403) },
      },
      onRequest: doctorsOnly,
    },
    async (request) => ({ awayMessage: await service.awayMessageOf(ctx, request.actor) }),
  );

  app.put(
    '/api/doctor/away-message',
    {
      schema: {
        tags,
        summary: 'Set or clear your away message, shown to your patients in their conversations',
        description: 'At most 300 characters; null or empty clears it.',
        body: AwayMessageBody,
        response: { 200: AwayMessage, ...errorResponses(400, 401, 403) },
      },
      onRequest: doctorsOnly,
    },
    async (request) => ({
      awayMessage: await service.saveAwayMessage(ctx, request.actor, request.body.message),
    }),
  );

  app.get(
    '/api/stats/messages',
    {
      schema: {
        tags,
        summary: 'How many messages were sent, in all and over the last 30 days (administrators)',
        response: { 200: MessageStats, ...errorResponses(401, 403) },
      },
      onRequest: [authenticate, requireRole('admin')],
    },
    async () => service.messageStats(ctx),
  );
};
