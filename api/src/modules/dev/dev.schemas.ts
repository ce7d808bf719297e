import Type, { type Static } from 'typebox';
import { DateTime, Id } from '../common/common.schemas.js';

export const OutboxQuery = Type.Object({
  to: Type.Optional(
    Type.String({ maxLength: 254, description: 'Only emails sent to this address.' }),
  ),
});
export type OutboxQuery = Static<typeof OutboxQuery>;

export const OutboxMessage = Type.Object({
  _id: Id,
  to: Type.String(),
  subject: Type.String(),
  text: Type.String(),
  createdAt: DateTime,
});
export type OutboxMessage = Static<typeof OutboxMessage>;
