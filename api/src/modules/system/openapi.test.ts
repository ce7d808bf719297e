// The published OpenAPI description is what a partner feeds to a client generator: it must be
// valid OpenAPI 3.0 and give a typed client that compiles, while request validation keeps the
// spec's own messages (the custom keyword is stripped from the published copy only).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { Validator } from '@seriousme/openapi-schema-validator';
import openapiTS, { astToString } from 'openapi-typescript';
import { setupTestApp, type TestApp } from '../../../test/helpers.js';
import Fastify from 'fastify';
import { publishRouteSecurity, type Hook } from '../../plugins/auth.js';
import { toOpenApi30, toOpenApi30Schema } from '../../plugins/openapi.js';

const apiDir = fileURLToPath(new URL('../../..', import.meta.url));
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');

let t: TestApp;
let doc: Record<string, unknown>;

before(async () => {
  t = await setupTestApp();
  const reply = await t.request('GET', '/api/docs/json');
  assert.equal(reply.status, 200);
  doc = reply.body as Record<string, unknown>;
});
after(() => t.close());

/** Where the document still has an Ajv-only keyword (no field of the API has either name). */
function foreignKeywords(node: unknown, path = '#'): string[] {
  if (Array.isArray(node)) return node.flatMap((item, i) => foreignKeywords(item, `${path}/${i}`));
  if (!node || typeof node !== 'object') return [];
  return Object.entries(node).flatMap(([key, value]) => {
    const here = `${path}/${key}`;
    const own =
      key === 'errorMessage' || (key.startsWith('exclusiveM') && typeof value === 'number')
        ? [here]
        : [];
    return [...own, ...foreignKeywords(value, here)];
  });
}

function schemasWhere(
  node: unknown,
  test: (schema: Record<string, unknown>) => boolean,
): Record<string, unknown>[] {
  if (Array.isArray(node)) return node.flatMap((item) => schemasWhere(item, test));
  if (!node || typeof node !== 'object') return [];
  const here = node as Record<string, unknown>;
  return [
    ...(test(here) ? [here] : []),
    ...Object.values(here).flatMap((v) => schemasWhere(v, test)),
  ];
}

describe('the published OpenAPI description', () => {
  it('is valid OpenAPI 3.0', async () => {
    assert.equal(doc.openapi, '3.0.3');
    const result = await new Validator({ allErrors: true }).validate(structuredClone(doc));
    const errors = Array.isArray(result.errors) ? result.errors : [];
    const paths = new Set(errors.map((e) => e.instancePath.split('/').slice(0, 3).join('/')));
    assert.ok(
      result.valid,
      `${errors.length} errors in ${paths.size} paths, first: ${JSON.stringify(errors.slice(0, 3), null, 1)}`,
    );
    assert.deepEqual(foreignKeywords(doc), []);
  });

  it('writes an exclusive lower bound in the 3.0 form', () => {
    // A patient's weight: more than 0, at most 700 kg.
    const weights = schemasWhere(doc, (s) => s.type === 'number' && s.maximum === 700);
    assert.ok(weights.length > 0);
    for (const weight of weights) {
      assert.deepEqual(
        { minimum: weight.minimum, exclusiveMinimum: weight.exclusiveMinimum },
        { minimum: 0, exclusiveMinimum: true },
      );
    }
  });

  it('still gives the spec messages on requests after it was published', async () => {
    const login = await t.request('POST', '/api/user/login', {
      body: { email: 'not an email', password: 'x' },
    });
    assert.equal(login.status, 400);
    assert.equal((login.body as { message: string }).message, 'Enter a valid email address.');
    const missing = await t.request('POST', '/api/user/login', { body: { password: 'x' } });
    assert.equal((missing.body as { message: string }).message, 'Email is required.');
  });

  it('gives a typed client that compiles', async () => {
    const types = astToString(await openapiTS(structuredClone(doc) as never, { silent: true }));
    const dir = mkdtempSync(join(tmpdir(), 'careconnect-client-'));
    try {
      // The snippet resolves openapi-fetch as a partner's project would, from its node_modules.
      symlinkSync(join(apiDir, 'node_modules'), join(dir, 'node_modules'), 'dir');
      writeFileSync(join(dir, 'package.json'), '{ "type": "module" }');
      writeFileSync(join(dir, 'careconnect.d.ts'), types);
      writeFileSync(
        join(dir, 'client.ts'),
        [
          "import createClient from 'openapi-fetch';",
          "import type { paths } from './careconnect.js';",
          '',
          "const client = createClient<paths>({ baseUrl: 'http://localhost:4000' });",
          '',
          'export async function signIn(email: string, password: string): Promise<string> {',
          "  const { data, error } = await client.POST('/api/user/login', { body: { email, password } });",
          '  if (error) throw new Error(error.message);',
          '  // 202: a second step is due (see /api/user/two-step/…); no session yet.',
          "  if (!('token' in data)) throw new Error(`second step: ${data.step}`);",
          '  return data.token;',
          '}',
          '',
          'export async function firstDoctorName(): Promise<string | undefined> {',
          "  const { data } = await client.GET('/api/doctor/all', { params: { query: { limit: 1 } } });",
          '  return data?.[0]?.user?.firstName;',
          '}',
          '',
          '// The generated types are not `any`: a wrong field does not compile.',
          'export async function wrongField(): Promise<void> {',
          "  // @ts-expect-error 'mail' is not a field of the login body",
          "  await client.POST('/api/user/login', { body: { mail: 'a@b.test', password: 'x' } });",
          '}',
          '',
        ].join('\n'),
      );
      writeFileSync(
        join(dir, 'tsconfig.json'),
        JSON.stringify({
          compilerOptions: {
            strict: true,
            noEmit: true,
            target: 'ES2022',
            module: 'NodeNext',
            moduleResolution: 'NodeNext',
            lib: ['ES2022', 'DOM'],
            types: [],
            skipLibCheck: true,
          },
          files: ['client.ts'],
        }),
      );
      const run = spawnSync(process.execPath, [tsc, '-p', dir], { encoding: 'utf8' });
      assert.equal(run.status, 0, `tsc failed:\n${run.stdout}${run.stderr}`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

type Operation = { security?: unknown[] };

/** The operation the document publishes for a route of the app (`:id` is written `{id}`). */
function operationOf(method: string, url: string): Operation | undefined {
  const path = url.replace(/:([A-Za-z]+)/g, '{$1}');
  const paths = doc.paths as Record<string, Record<string, Operation>>;
  return paths[path]?.[method.toLowerCase()];
}

describe('bodies that are not JSON in the published description', () => {
  const operation = (path: string, method: string) =>
    (doc.paths as Record<string, Record<string, Record<string, unknown>>>)[path]![method]!;
  const mediaTypes = (content: unknown) => Object.keys(content as Record<string, unknown>);

  it('says a photo comes back as image bytes', () => {
    const ok = (
      operation('/api/files/{id}', 'get').responses as Record<string, { content: unknown }>
    )['200']!;
    assert.deepEqual(mediaTypes(ok.content), ['image/jpeg', 'image/png', 'image/webp']);
  });

  it('says the live stream is text/event-stream', () => {
    const ok = (operation('/api/stream', 'get').responses as Record<string, { content: unknown }>)[
      '200'
    ];
    assert.ok(ok, 'the stream documents its 200');
    assert.deepEqual(mediaTypes(ok.content), ['text/event-stream']);
  });

  it('gives the upload form of a profile photo', () => {
    const body = operation('/api/user/image/{userId}', 'post').requestBody as {
      content: Record<
        string,
        { schema: { required: string[]; properties: Record<string, unknown> } }
      >;
    };
    const form = body.content['multipart/form-data']!.schema;
    assert.deepEqual(form.required, ['image']);
    assert.deepEqual((form.properties.image as { type: string; format: string }).format, 'binary');
  });
});

describe('who the published description says may call a route', () => {
  it('asks for a bearer token by default', () => {
    assert.deepEqual(doc.security, [{ bearerAuth: [] }]);
  });

  it('will not start with a route that checks the token but says it is public', async () => {
    const app = Fastify();
    const authenticate: Hook = async () => {};
    publishRouteSecurity(app, authenticate);
    app.get('/open', async () => 'ok');
    assert.throws(
      () =>
        app.get(
          '/closed',
          { schema: { security: [] }, preHandler: [authenticate] },
          async () => 'no',
        ),
      /GET \/closed authenticates but is published as public/,
    );
    await app.close();
  });

  it('marks public exactly the routes that answer without a token', async () => {
    const routes = t.app.routeList.filter(
      (r) => r.method !== 'HEAD' && r.method !== 'OPTIONS' && !r.url.startsWith('/api/docs'),
    );
    const published = new Set<string>();
    const wrong: string[] = [];
    for (const route of routes) {
      const operation = operationOf(route.method, route.url);
      assert.ok(operation, `${route.method} ${route.url} is not in the document`);
      const isPublic = Array.isArray(operation.security) && operation.security.length === 0;
      if (isPublic) published.add(`${route.method} ${route.url}`);
      // Any value fits a path parameter here: the token is checked before the parameters.
      const url = route.url.replace(/:([A-Za-z]+)/g, '00000000-0000-4000-8000-000000000000');
      const reply = await t.request(route.method as 'GET', url, {
        ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { body: {} }),
      });
      const refused =
        reply.status === 401 &&
        (reply.body as { message?: string }).message === 'Please log in to continue.';
      if (refused === isPublic)
        wrong.push(
          `${route.method} ${route.url}: ${isPublic ? 'public' : 'bearer'}, answered ${reply.status}`,
        );
    }
    assert.deepEqual(wrong, []);
    // The spec's public routes are among them (a route that lost its guard would be too, and
    // is caught above only if it also lost it in the document: this list holds it to the spec).
    for (const route of [
      'POST /api/user/login',
      'POST /api/user/register',
      'POST /api/user/verify',
      'POST /api/user/forgot',
      'POST /api/user/resetpassword/:token',
      'POST /api/user/two-step/totp',
      'GET /healthz',
      'GET /readyz',
      'GET /api/calendar/:secret.ics',
      'GET /api/appointment/link',
      'POST /api/appointment/link',
    ])
      assert.ok(published.has(route), `${route} is not published as public`);
    assert.ok(!published.has('GET /api/patient/all'));
  });
});

describe('the OpenAPI 3.0 copy of a schema', () => {
  it('drops the error texts but keeps a field of that name', () => {
    const schema = {
      type: 'object',
      required: ['email'],
      properties: {
        email: {
          type: 'string',
          format: 'email',
          errorMessage: { required: 'Email is required.' },
        },
        errorMessage: { type: 'string', errorMessage: 'must be text' },
      },
    };
    const before = structuredClone(schema);
    assert.deepEqual(toOpenApi30Schema(schema), {
      type: 'object',
      required: ['email'],
      properties: {
        email: { type: 'string', format: 'email' },
        errorMessage: { type: 'string' },
      },
    });
    assert.deepEqual(schema, before, 'the route schema is not changed');
  });

  it('writes exclusive bounds, constants and examples the 3.0 way', () => {
    assert.deepEqual(toOpenApi30Schema({ type: 'number', exclusiveMinimum: 0, maximum: 3 }), {
      type: 'number',
      minimum: 0,
      exclusiveMinimum: true,
      maximum: 3,
    });
    assert.deepEqual(toOpenApi30Schema({ type: 'number', minimum: 5, exclusiveMinimum: 0 }), {
      type: 'number',
      minimum: 5,
    });
    assert.deepEqual(toOpenApi30Schema({ type: 'integer', exclusiveMaximum: 10 }), {
      type: 'integer',
      maximum: 10,
      exclusiveMaximum: true,
    });
    assert.deepEqual(
      toOpenApi30Schema({ anyOf: [{ const: 'a', type: 'string' }], examples: ['a', 'b'] }),
      { anyOf: [{ enum: ['a'], type: 'string' }], example: 'a' },
    );
  });

  it('leaves example data and the parts of the document outside schemas alone', () => {
    const document = {
      openapi: '3.0.3',
      paths: {
        '/x': {
          get: {
            parameters: [
              { name: 'q', in: 'query', schema: { type: 'string', errorMessage: 'no' } },
            ],
            responses: {
              200: {
                description: 'ok',
                content: {
                  'application/json': {
                    schema: { $ref: '#/components/schemas/X' },
                    example: { errorMessage: 'kept: it is data' },
                  },
                },
              },
            },
          },
        },
      },
      components: { schemas: { X: { type: 'object', errorMessage: 'no', 'x-note': 'kept' } } },
    };
    assert.deepEqual(toOpenApi30(document), {
      ...document,
      paths: {
        '/x': {
          get: {
            ...document.paths['/x'].get,
            parameters: [{ name: 'q', in: 'query', schema: { type: 'string' } }],
          },
        },
      },
      components: { schemas: { X: { type: 'object', 'x-note': 'kept' } } },
    });
  });
});
