import Type, { type Static } from 'typebox';

export const Health = Type.Object({ status: Type.String({ examples: ['ok'] }) });
export type Health = Static<typeof Health>;
export const Readiness = Type.Object({
  status: Type.String({ examples: ['ready'] }),
  database: Type.Enum(['pglite', 'postgres']),
  instance: Type.String({
    description: 'The name of the API instance that answered (INSTANCE_NAME)',
    examples: ['api-1'],
  }),
});
export type Readiness = Static<typeof Readiness>;
