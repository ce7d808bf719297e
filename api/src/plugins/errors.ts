import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../lib/http-error.js';

/** The parts of an Ajv error this formatter reads (Ajv runs with `verbose`, so schemas are attached). */
interface SchemaError {
  instancePath: string;
  keyword: string;
  params: Record<string, unknown>;
  message?: string;
  schema?: unknown;
  parentSchema?: Record<string, unknown>;
}

/** On a schema: one message for any error, or per case (`required`, `invalid`, or an Ajv keyword such as `minItems`). */
type ErrorMessage =
  string | ({ required?: string; invalid?: string } & Record<string, string | undefined>);

const LABELS: Record<string, string> = {
  _id: 'Id',
  q: 'Search text',
  confirm: 'Password confirmation',
  recommendedFoods: 'Food list',
  recommendedSports: 'Sport list',
};

/** 'dateOfBirth' → 'Date of birth'. */
export function humanise(field: string): string {
  if (LABELS[field]) return LABELS[field];
  const words = field
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const TYPE_WORDS: Record<string, string> = {
  integer: 'a whole number',
  number: 'a number',
  string: 'text',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
};

const PLACES: Record<string, string> = {
  body: 'request body',
  querystring: 'query string',
  params: 'address',
  headers: 'headers',
};

function customMessage(
  schema: unknown,
  kind: 'required' | 'invalid',
  keyword?: string,
): string | undefined {
  if (!schema || typeof schema !== 'object') return undefined;
  const message = (schema as { errorMessage?: ErrorMessage }).errorMessage;
  if (typeof message === 'string') return kind === 'invalid' ? message : undefined;
  if (!message) return undefined;
  return kind === 'invalid' ? ((keyword && message[keyword]) ?? message.invalid) : message.required;
}

/** A sentence that says which field is wrong, e.g. "Email must be a valid email address." */
export function describeSchemaError(error: SchemaError, dataVar: string): string {
  const segments = error.instancePath.split('/').filter(Boolean);
  let field = segments.filter((s) => !/^\d+$/.test(s)).pop();
  const index = [...segments].reverse().find((s) => /^\d+$/.test(s));
  const item = index !== undefined ? ` (item ${Number(index) + 1})` : '';
  const sentence = (text: string) => {
    const trimmed = text.trim();
    return /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`;
  };

  if (error.keyword === 'required') {
    const missing = String(error.params.missingProperty ?? '');
    const propertySchema = (
      error.parentSchema?.properties as Record<string, unknown> | undefined
    )?.[missing];
    const custom = customMessage(propertySchema, 'required');
    if (custom) return custom;
    return sentence(`${humanise(missing)}${item} is required`);
  }

  if (!field) {
    if (error.keyword === 'type') return `The ${PLACES[dataVar] ?? dataVar} must be a JSON object.`;
    field = dataVar;
  }
  const label = `${humanise(field)}${item}`;
  const custom = customMessage(error.parentSchema, 'invalid', error.keyword);
  // A custom message is used as written (the forms' own words), or after the label when it starts lower-case.
  if (custom) return /^[a-z]/.test(custom) ? sentence(`${label} ${custom}`) : custom;

  const p = error.params;
  switch (error.keyword) {
    case 'type':
      return sentence(`${label} must be ${TYPE_WORDS[String(p.type)] ?? String(p.type)}`);
    case 'minLength':
      return Number(p.limit) <= 1
        ? sentence(`${label} is required`)
        : sentence(`${label} must be at least ${String(p.limit)} characters`);
    case 'maxLength':
      return sentence(`${label} must be at most ${String(p.limit)} characters`);
    case 'minimum':
      return sentence(`${label} must be at least ${String(p.limit)}`);
    case 'maximum':
      return sentence(`${label} must be at most ${String(p.limit)}`);
    case 'minItems':
      return sentence(
        `${label} must have at least ${String(p.limit)} item${Number(p.limit) === 1 ? '' : 's'}`,
      );
    case 'maxItems':
      return sentence(`${label} must have at most ${String(p.limit)} items`);
    case 'format':
      if (p.format === 'email') return sentence(`${label} must be a valid email address`);
      if (p.format === 'uuid') return sentence(`${label} must be a valid id`);
      if (p.format === 'date') return sentence(`${label} must be a date like 2026-11-24`);
      return sentence(`${label} must be a valid ${String(p.format)}`);
    case 'enum':
      return sentence(`${label} must be one of: ${(p.allowedValues as unknown[]).join(', ')}`);
    case 'const':
      return sentence(`${label} must be ${String(p.allowedValue)}`);
    case 'anyOf': {
      const options = (error.parentSchema?.anyOf as { const?: unknown }[] | undefined)
        ?.map((o) => o.const)
        .filter((c) => c !== undefined);
      return options?.length
        ? sentence(`${label} must be one of: ${options.join(', ')}`)
        : sentence(`${label} is not valid`);
    }
    case 'pattern':
      return sentence(`${label} is not in the expected format`);
    case 'additionalProperties':
      return sentence(`${humanise(String(p.additionalProperty))} is not an accepted field`);
    default:
      return sentence(`${label} ${error.message ?? 'is not valid'}`);
  }
}

export function schemaErrorFormatter(errors: SchemaError[], dataVar: string): Error {
  const first = errors[0];
  return new Error(first ? describeSchemaError(first, dataVar) : 'The request is not valid.');
}

const SAFE_FASTIFY_ERRORS: Record<string, [number, string]> = {
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'The request body is empty; send a JSON object.'],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'The request body is not valid JSON.'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'This content type is not accepted here; send JSON.'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'The request body length is wrong.'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'The request body is too large.'],
  FST_REQ_FILE_TOO_LARGE: [413, 'The image must be at most 2 MB.'],
  FST_PARTS_LIMIT: [413, 'The upload has too many parts.'],
  FST_FILES_LIMIT: [413, 'Send one image at a time.'],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [
    400,
    'Send the image as multipart/form-data in the field "image".',
  ],
};

/** The SQLSTATE of a database error, also when wrapped (drizzle puts the driver's error in `cause`). */
function sqlState(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * An error as it may be logged: a failed query's parameters (emails, names, notes of a patient)
 * are cut from the message and the stack, and not copied as a field.
 */
export function loggableError(error: unknown): Record<string, unknown> {
  const e = error as { name?: unknown; message?: unknown; stack?: unknown; code?: unknown };
  const cut = (text: unknown) =>
    typeof text === 'string'
      ? text.replace(/\nparams: [\s\S]*?(?=\n\s+at |$)/, '\nparams: [redacted]')
      : undefined;
  return {
    type: typeof e.name === 'string' ? e.name : 'Error',
    message: cut(e.message),
    code: sqlState(error) ?? (typeof e.code === 'string' ? e.code : undefined),
    stack: cut(e.stack),
  };
}

/** PostgreSQL class 22, "data exception": a date out of range, a bad byte sequence… — the caller's input. */
function isDataException(error: unknown): boolean {
  return sqlState(error)?.startsWith('22') ?? false;
}

function send(reply: FastifyReply, statusCode: number, message: string) {
  return reply
    .code(statusCode)
    .type('application/json; charset=utf-8')
    .send({
      statusCode,
      error: STATUS_CODES[statusCode] ?? 'Error',
      message,
    });
}

/**
 * Errors of the router, before any route runs (a malformed percent-encoding, a path parameter
 * longer than maxParamLength): the same JSON shape, without echoing the URL or an internal code.
 */
export function frameworkErrors(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
) {
  // No hooks run for these answers: the headers of every API answer are set here.
  reply.header('cache-control', 'no-store').header('x-content-type-options', 'nosniff');
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH')
    return send(reply, 414, 'The address is too long.');
  return send(reply, 400, 'The address is not valid.');
}

/** Every error answers JSON `{ statusCode, error, message }`; never a stack trace. */
export function registerErrorHandlers(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    // Thrown by our code with a message meant for the caller (lib/http-error.ts).
    if (error instanceof HttpError && error.expose)
      return send(reply, error.statusCode, error.message);
    if (error.validation) return send(reply, 400, error.message);
    const known = error.code ? SAFE_FASTIFY_ERRORS[error.code] : undefined;
    if (known) return send(reply, known[0], known[1]);
    // The multipart parser throws plain errors for a cut or malformed body.
    if (
      /^(Unexpected end of (multipart data|form)|Malformed part header|Multipart: Boundary not found)/.test(
        error.message ?? '',
      )
    ) {
      return send(
        reply,
        400,
        'The upload is incomplete or malformed. Send the image as multipart/form-data in the field "image".',
      );
    }
    if (isDataException(error)) {
      request.log.warn({ code: sqlState(error) }, 'the database refused a value of the request');
      return send(
        reply,
        400,
        'A value in the request is out of range or has characters that cannot be stored.',
      );
    }
    const status = error.statusCode ?? 500;
    if (status === 429) return send(reply, 429, error.message);
    if (status >= 400 && status < 500) {
      request.log.info({ code: error.code }, error.message);
      return send(reply, status, error.message);
    }
    request.log.error({ error: loggableError(error) }, 'request failed');
    return send(reply, 500, 'Something went wrong on our side. Please try again.');
  });

  app.setNotFoundHandler((request, reply) =>
    send(reply, 404, `No route ${request.method} ${request.url.split('?')[0]}.`),
  );
}
