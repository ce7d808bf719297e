// Property-based hostile requests (fast-check) against every route that takes a body, a query or
// path parameters. Inputs are generated from each route's own schema (read from the app), mixing
// valid values (so handlers are reached, as a caller of the right role) with hostile ones: wrong
// types, huge strings, unicode, negative numbers, bad dates, extra fields, SQL and HTML payloads,
// malformed JSON and encodings. Every answer must be below 500, carry no stack trace or internal
// detail, and every 4xx must be JSON with a clear message.
import assert from 'node:assert/strict';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { listRoutes, type RouteEntry } from '../../src/plugins/security.js';
import { dayFromToday, type Person, type TestApp } from '../helpers.js';
import { dailySlots } from '../../src/lib/time-slots.js';

const GRID = dailySlots().map((s) => s.timeSlot);

type Json = unknown;
interface Schema {
  type?: string;
  format?: string;
  pattern?: string;
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
}

// ---------------------------------------------------------------- hostile values
const SQL = [
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '1; SELECT pg_sleep(3); --',
  '") OR 1=1 --',
  "admin'--",
  "%' UNION SELECT password_hash, email FROM users --",
  '1 OR 1=1',
  "\\'; DELETE FROM appointments; --",
];
const HTML = [
  '<img src=x onerror=alert(1)>',
  '<script>alert(document.cookie)</script>',
  '"><svg onload=alert(1)>',
  'javascript:alert(1)',
  '<iframe src="//evil.test"></iframe>',
];
const BAD_DATES = [
  '2026-02-30',
  '2026-13-01',
  '0000-00-00',
  '0000-01-01',
  '0001-01-01',
  '10000-01-01',
  '9999-12-31',
  '2026-1-1',
  '2026-11-24T99:99:99Z',
  '2026-11-24Tgarbage',
  '-2026-01-01',
  '275760-09-14',
  '1970-01-01T00:00:00Z',
  '2026-11-24T',
  '20261124',
  'Infinity',
];
const WEIRD = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\uD800',
  'x\uDFFFy',
  '\uFFFF',
  '\u202Ereversed',
  '𝕳𝖊𝖑𝖑𝖔',
  '👨‍👩‍👧‍👦',
  'Ω≈ç√∫',
  '../../etc/passwd',
  '%00',
  '%',
  '${7*7}',
  '{{7*7}}',
  '__proto__',
  'constructor',
  'NaN',
  'null',
  'undefined',
  'true',
  '-1',
  '1e309',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
];

const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 2, arbitrary: fc.constantFrom(...SQL) },
  { weight: 2, arbitrary: fc.constantFrom(...HTML) },
  { weight: 2, arbitrary: fc.constantFrom(...BAD_DATES) },
  { weight: 3, arbitrary: fc.constantFrom(...WEIRD) },
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.integer({ min: 200, max: 300_000 }).map((n) => 'A'.repeat(n)) },
  { weight: 1, arbitrary: fc.integer({ min: 100, max: 20_000 }).map((n) => '𝕳é<'.repeat(n)) },
);

const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(
    -1,
    0,
    -0,
    1.5,
    -2147483649,
    2147483648,
    Number.MAX_SAFE_INTEGER + 2,
    1e308,
    -1e308,
  ),
  fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

const hostileValue: fc.Arbitrary<Json> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  { weight: 2, arbitrary: hostileNumber },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.array(fc.oneof(hostileString, hostileNumber), { maxLength: 5 }) },
  {
    weight: 1,
    arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), hostileString, { maxKeys: 4 }),
  },
  {
    weight: 1,
    arbitrary: fc.integer({ min: 10, max: 2000 }).map((depth) => {
      let nested: Json = 'deep';
      for (let i = 0; i < depth; i++) nested = [nested];
      return nested;
    }),
  },
);

// ---------------------------------------------------------------- the world the requests refer to
export interface FuzzWorld {
  people: { patient: Person; doctor: Person; admin: Person; unapproved: Person; other: Person };
  ids: Record<string, string[]>;
}

const ok = async (t: TestApp, method: string, url: string, who: Person, body?: unknown) => {
  const reply = await t.request(method as 'GET', url, { token: who.token, body });
  assert.ok(reply.status < 300, `${method} ${url}: ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body as { _id: string };
};

let slot = 0;
/** People and records made through the API, so valid ids can be mixed into the hostile requests. */
export async function seedFuzzWorld(t: TestApp): Promise<FuzzWorld> {
  const patient = await t.createPatient();
  const other = await t.createPatient();
  const doctor = await t.createDoctor();
  const unapproved = await t.createDoctor({ approved: false });
  const admin = await t.createAdmin();
  const ids: Record<string, string[]> = {
    user: [patient.userId, other.userId, doctor.userId, unapproved.userId, admin.userId],
    patient: [patient.patientId!, other.patientId!],
    doctor: [doctor.doctorId!, unapproved.doctorId!],
    appointment: [],
    health: [],
    foods: [],
    sports: [],
    notify: [],
    files: [],
  };
  for (const p of [patient, other]) {
    await t.addToCare(p, doctor);
    for (let i = 0; i < 2; i++) {
      slot += 1;
      const appointment = await ok(t, 'POST', '/api/appointment/create', doctor, {
        patient: p.patientId,
        // A free time of the default hours, one nobody else holds.
        date: dayFromToday(1 + Math.floor(slot / GRID.length)),
        timeSlot: GRID[slot % GRID.length]!,
      });
      ids.appointment!.push(appointment._id);
    }
    ids.health!.push((await ok(t, 'POST', '/api/health/create', p, { subject: 'Cough' }))._id);
    ids.foods!.push(
      (
        await ok(t, 'POST', '/api/foods/create', doctor, {
          patient: p.patientId,
          recommendedFoods: [{ name: 'Rice' }],
        })
      )._id,
    );
    ids.sports!.push(
      (
        await ok(t, 'POST', '/api/sports/create', doctor, {
          patient: p.patientId,
          recommendedSports: [{ name: 'Yoga' }],
        })
      )._id,
    );
    const notes = (await t.request('GET', `/api/notify/get/${p.userId}`, { token: p.token }))
      .body as { _id: string }[];
    ids.notify!.push(...notes.map((n) => n._id));
  }
  return { people: { patient, doctor, admin, unapproved, other }, ids };
}

// ---------------------------------------------------------------- valid values from a schema
function poolFor(route: string, field: string, world: FuzzWorld): string[] {
  if (field === 'userId') return world.ids.user!;
  if (field === 'patientId' || field === 'patient') return world.ids.patient!;
  if (field === 'doctorId' || field === 'doctor') return world.ids.doctor!;
  const area = route.split('/')[2] ?? '';
  if (field === 'planId') return world.ids[area] ?? [];
  const byArea: Record<string, string> = { user: 'user', notify: 'notify', files: 'files' };
  return world.ids[byArea[area] ?? area] ?? [];
}

function validValue(
  schema: Schema,
  route: string,
  field: string,
  world: FuzzWorld,
): fc.Arbitrary<Json> {
  if (schema.anyOf?.length) {
    return fc.oneof(...schema.anyOf.map((s) => validValue(s, route, field, world)));
  }
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  switch (schema.type) {
    case 'string': {
      if (schema.format === 'uuid') {
        const pool = poolFor(route, field, world);
        return pool.length ? fc.oneof(fc.constantFrom(...pool), fc.uuid()) : fc.uuid();
      }
      if (schema.format === 'email' || /email/i.test(field))
        return fc.oneof(
          fc.constantFrom(
            world.people.patient.email,
            world.people.doctor.email,
            'someone@example.test',
          ),
          fc.emailAddress({ size: 'small' }),
        );
      if (schema.pattern?.includes('\\d{4}') || /date/i.test(field))
        return fc.integer({ min: -3, max: 40 }).map((n) => dayFromToday(n));
      if (/password|confirm/i.test(field)) return fc.constantFrom('CareConnect1!', 'secret12');
      if (/code/i.test(field))
        return fc.integer({ min: 0, max: 9_999_999 }).map((n) => String(n).padStart(7, '0'));
      // Free text within the schema's limits: plain, unicode, or an SQL / HTML payload to store.
      const max = schema.maxLength ?? 60;
      const min = schema.minLength ?? 1;
      if (schema.pattern && schema.pattern !== '\\S') {
        return fc
          .stringMatching(new RegExp(schema.pattern))
          .filter((text) => text.length >= min && text.length <= max);
      }
      const fit = (text: string) => {
        const padded = text.trim() ? text : `x${text}`;
        return (padded.length < min ? padded + 'x'.repeat(min) : padded).slice(0, max);
      };
      return fc
        .oneof(
          fc.string({ minLength: 1, maxLength: Math.min(max, 60) }),
          fc.string({ unit: 'grapheme', minLength: 1, maxLength: 20 }),
          fc.constantFrom(...SQL, ...HTML, '𝕳𝖊𝖑𝖑𝖔', '👨‍👩‍👧‍👦', '\u202Ereversed', "O'Brien"),
        )
        .map(fit);
    }
    case 'integer':
      return fc.integer({ min: schema.minimum ?? 0, max: schema.maximum ?? 100 });
    case 'number':
      return fc.double({ min: schema.minimum ?? 0, max: schema.maximum ?? 100, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(schema.items ? validValue(schema.items, route, field, world) : fc.string(), {
        minLength: 1,
        maxLength: 3,
      });
    case 'object':
      return objectOf(schema, route, world, 0.0);
    default:
      return fc.string({ maxLength: 20 });
  }
}

/** An object for a schema: each field valid, hostile or left out; sometimes extra fields. */
function objectOf(
  schema: Schema,
  route: string,
  world: FuzzWorld,
  hostileRate: number,
): fc.Arbitrary<Json> {
  const properties = Object.entries(schema.properties ?? {});
  const fields = properties.map(([name, fieldSchema]) =>
    fc
      .tuple(
        fc.noBias(fc.integer({ min: 0, max: 999 })).map((n) => n / 1000),
        validValue(fieldSchema, route, name, world),
        hostileValue,
        fc.boolean(),
      )
      .map(([roll, valid, hostile, keep]) => {
        if (roll < hostileRate) return [name, hostile] as const;
        const required = schema.required?.includes(name) ?? false;
        return required || keep || roll > 0.9 ? ([name, valid] as const) : null;
      }),
  );
  const extras = fc.array(
    fc.tuple(
      fc.oneof(
        fc.constantFrom(
          'role',
          'isAdmin',
          'passwordHash',
          'userId',
          'approved',
          'status',
          '$where',
          'constructor',
        ),
        fc.string({ minLength: 1, maxLength: 12 }),
      ),
      hostileValue,
    ),
    { maxLength: hostileRate > 0 ? 3 : 0 },
  );
  return fc.tuple(fc.tuple(...fields), extras).map(([pairs, extra]) => {
    const result: Record<string, Json> = {};
    for (const [key, value] of extra) result[key] = value;
    for (const pair of pairs) if (pair) result[pair[0]] = pair[1];
    return result;
  });
}

// ---------------------------------------------------------------- requests
interface FuzzRequest {
  role: 'anonymous' | 'patient' | 'doctor' | 'admin' | 'unapproved' | 'other';
  url: string;
  body?: Json;
  /** A raw payload with its own content type (malformed JSON, form data, text). */
  raw?: { contentType: string; payload: string | Buffer };
}

/** The role most likely to get through the route's checks (the others are mixed in too). */
function bestRole(method: string, url: string): FuzzRequest['role'] {
  if (/\/(admin|approve|audit)\b|patient\/(all|delete)|doctor\/delete/.test(url)) return 'admin';
  if (
    /doctor\/(create|update)|\/(foods|sports)\/create|appointment\/(update|delete)|health\/status|getDoctorPatients|byDoctor|stats\/doctor/.test(
      url,
    )
  )
    return 'doctor';
  if (/feedback|health\/create|notify/.test(url)) return 'patient';
  return method === 'GET' ? 'doctor' : 'patient';
}

/** Percent-encodes anything; a lone surrogate becomes the bytes of one (invalid UTF-8 on purpose). */
function encodeAny(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    const wellFormed = value.replace(
      /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g,
      '',
    );
    return `${encodeURIComponent(wellFormed)}%ED%A0%80`;
  }
}

function pathArbitrary(route: RouteEntry, world: FuzzWorld): fc.Arbitrary<string> {
  const params = (route.schema.params as Schema | undefined)?.properties ?? {};
  const names = Object.keys(params);
  if (!names.length) return fc.constant(route.url);
  const parts = names.map((name) =>
    fc.oneof(
      {
        weight: 24,
        arbitrary: validValue(params[name]!, route.url, name, world).map((v) =>
          encodeAny(String(v)),
        ),
      },
      { weight: 4, arbitrary: hostileString.map((v) => encodeAny(v.slice(0, 300))) },
      // Longer than the router accepts (maxParamLength 1000).
      { weight: 1, arbitrary: fc.integer({ min: 1001, max: 5000 }).map((n) => 'A'.repeat(n)) },
      // Broken percent-encoding and raw characters in the path.
      {
        weight: 2,
        arbitrary: fc.constantFrom('%E0%A4%A', '%', '%ZZ', 'a%00b', '..%2F..%2Fetc', "1'--"),
      },
    ),
  );
  return fc.tuple(...parts).map((values) => {
    let url = route.url;
    names.forEach((name, i) => {
      url = url.replace(`:${name}`, values[i]! || 'x');
    });
    return url;
  });
}

function queryArbitrary(route: RouteEntry, world: FuzzWorld): fc.Arbitrary<string> {
  const schema = route.schema.querystring as Schema | undefined;
  if (!schema?.properties) return fc.constant('');
  return fc
    .tuple(
      objectOf(schema, route.url, world, 0.25),
      fc.constantFrom('', '', '', '&page=1&page=2', '&limit=%E0%A4%A', '&q[]=a&q[]=b', '&q[$ne]=1'),
    )
    .map(([values, raw]) => {
      const search = new URLSearchParams();
      for (const [key, value] of Object.entries(values as Record<string, Json>)) {
        if (Array.isArray(value)) for (const v of value) search.append(key, String(v));
        else if (value !== null && typeof value === 'object')
          search.append(key, JSON.stringify(value));
        else search.append(key, String(value));
      }
      const text = search.toString();
      return text || raw ? `?${text}${raw}` : '';
    });
}

function bodyArbitrary(
  route: RouteEntry,
  world: FuzzWorld,
): fc.Arbitrary<Pick<FuzzRequest, 'body' | 'raw'>> {
  const schema = route.schema.body as Schema | undefined;
  const objectBody = schema?.properties
    ? objectOf(schema, route.url, world, 0.15)
    : fc.dictionary(fc.string({ maxLength: 8 }), hostileValue, { maxKeys: 4 });
  return fc.oneof(
    { weight: 8, arbitrary: objectBody.map((body) => ({ body })) },
    { weight: 1, arbitrary: hostileValue.map((body) => ({ body })) },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(
          { contentType: 'application/json', payload: '{"email": ' },
          { contentType: 'application/json', payload: '{"__proto__": {"role": "admin"}}' },
          { contentType: 'application/json', payload: '{"constructor": {"prototype": {"x": 1}}}' },
          { contentType: 'application/json', payload: '' },
          { contentType: 'application/json', payload: 'null' },
          { contentType: 'application/json', payload: '\u0000' },
          { contentType: 'text/plain', payload: 'hello' },
          { contentType: 'application/x-www-form-urlencoded', payload: 'a=1&b=2' },
          { contentType: 'multipart/form-data; boundary=x', payload: '--x\r\nbroken' },
          { contentType: 'application/json; charset=utf-16', payload: '{}' },
          { contentType: 'application/xml', payload: '<a>1</a>' },
          // Over the 1 MB body limit.
          { contentType: 'application/json', payload: `{"notes":"${'A'.repeat(1_100_000)}"}` },
        )
        .map((raw) => ({ raw })),
    },
  );
}

export function requestArbitrary(route: RouteEntry, world: FuzzWorld): fc.Arbitrary<FuzzRequest> {
  const best = bestRole(route.method, route.url);
  const role = fc.oneof(
    { weight: 6, arbitrary: fc.constant(best) },
    {
      weight: 3,
      arbitrary: fc.constantFrom<FuzzRequest['role']>(
        'patient',
        'doctor',
        'admin',
        'other',
        'unapproved',
      ),
    },
    { weight: 1, arbitrary: fc.constant<FuzzRequest['role']>('anonymous') },
  );
  const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
  return fc
    .tuple(
      role,
      pathArbitrary(route, world),
      queryArbitrary(route, world),
      hasBody ? bodyArbitrary(route, world) : fc.constant({}),
    )
    .map(([r, path, query, body]) => ({ role: r, url: `${path}${query}`, ...body }));
}

// ---------------------------------------------------------------- checking answers
const INTERNALS =
  /\bat [\w.<>$]+ \(|node:internal|node_modules|\.ts:\d+:\d+|\.js:\d+:\d+|SQLSTATE|syntax error at or near|violates (unique|foreign|check|not-null)|relation "|invalid input syntax|invalid byte sequence|Failed query|drizzle|pglite|TypeError|ReferenceError|RangeError|Cannot read propert|is not a function|FST_[A-Z_]+/i;

export function problemsOf(status: number, contentType: string, text: string): string[] {
  const problems: string[] = [];
  if (status >= 500) problems.push(`status ${status}`);
  if (status >= 400) {
    if (!contentType.includes('application/json')) problems.push(`an error as ${contentType}`);
    let message: unknown;
    try {
      message = (JSON.parse(text) as { message?: unknown }).message;
    } catch {
      problems.push('an error body that is not JSON');
    }
    if (typeof message !== 'string' || message.trim().length < 8 || !/^[A-Z"'`]/.test(message))
      problems.push(`no clear message (${JSON.stringify(message)})`);
    if (INTERNALS.test(text)) problems.push(`internal details: ${INTERNALS.exec(text)?.[0]}`);
  } else if (/node:internal|\.ts:\d+:\d+|SQLSTATE/.test(text)) {
    problems.push('internal details in a success answer');
  }
  return problems;
}

export interface FuzzStats {
  requests: number;
  byStatus: Record<number, number>;
  failures: string[];
}

/** Routes that take a body, a query string or path parameters. */
export function fuzzableRoutes(t: TestApp): RouteEntry[] {
  return listRoutes(t.app).filter(
    (r) =>
      r.method !== 'HEAD' &&
      r.method !== 'OPTIONS' &&
      !r.url.startsWith('/api/docs') &&
      (r.schema.body || r.schema.querystring || r.schema.params),
  );
}

/** Runs `runs` generated requests against one route; returns the problems found (shrunk by fast-check). */
export async function fuzzRoute(
  t: TestApp,
  world: FuzzWorld,
  route: RouteEntry,
  runs: number,
  stats: FuzzStats,
  seed?: number,
): Promise<void> {
  const tokenOf = (role: FuzzRequest['role']) =>
    role === 'anonymous' ? undefined : world.people[role].token;
  const property = fc.asyncProperty(requestArbitrary(route, world), async (request) => {
    const headers: Record<string, string> = {};
    const token = tokenOf(request.role);
    if (token) headers.authorization = `Bearer ${token}`;
    const options: InjectOptions = { method: route.method as 'GET', url: request.url, headers };
    if (request.raw) {
      headers['content-type'] = request.raw.contentType;
      options.payload = request.raw.payload;
    } else if (request.body !== undefined) {
      headers['content-type'] = 'application/json';
      options.payload = JSON.stringify(request.body) ?? 'null';
    }
    const reply = await t.app.inject(options);
    stats.requests += 1;
    stats.byStatus[reply.statusCode] = (stats.byStatus[reply.statusCode] ?? 0) + 1;
    const problems = problemsOf(
      reply.statusCode,
      String(reply.headers['content-type'] ?? ''),
      reply.body,
    );
    if (problems.length)
      throw new Error(
        `${problems.join('; ')} — answer ${reply.statusCode}: ${reply.body.slice(0, 300)}`,
      );
  });
  const result = await fc.check(property, { numRuns: runs, seed, endOnFailure: false });
  if (result.failed) {
    const example = JSON.stringify(result.counterexample?.[0], (_k, v: unknown) =>
      typeof v === 'string' && v.length > 200 ? `${v.slice(0, 60)}…(${v.length} chars)` : v,
    );
    stats.failures.push(
      `${route.method} ${route.url}: ${result.errorInstance instanceof Error ? result.errorInstance.message : String(result.errorInstance)}\n    request: ${example}\n    seed ${result.seed}, path ${result.counterexamplePath}`,
    );
  }
}

/** Object.prototype's own keys: a request that polluted it would add one. */
export function prototypeKeys(): string[] {
  return Object.getOwnPropertyNames(Object.prototype).sort();
}
