import type { FastifyInstance } from 'fastify';
import { badRequest } from './http-error.js';

/** Deepest JSON a route accepts: the deepest body (a plan's list of items) has three levels. */
export const MAX_JSON_DEPTH = 8;

/** Body limit of the routes anyone can call without a token (sign-in, sign-up, reset). */
export const ACCOUNT_BODY_LIMIT = 8 * 1024;

/**
 * True when arrays and objects in `text` nest deeper than `max`. One pass over the characters,
 * stopping at the first level too deep, so a hostile body is refused before JSON.parse builds it.
 */
export function jsonNestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: the next character is escaped
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      if (++depth > max) return true;
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
  return false;
}

/**
 * JSON bodies are checked for depth before Fastify's own parser (which keeps its protection
 * against __proto__ and constructor keys) turns them into objects.
 */
export function registerJsonParser(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    // parseAs: 'string' gives a string.
    const text = body as string;
    if (jsonNestsDeeperThan(text, MAX_JSON_DEPTH)) {
      done(
        badRequest(
          `The request body nests lists and objects too deeply (at most ${MAX_JSON_DEPTH} levels).`,
        ),
        undefined,
      );
      return;
    }
    parse(request, text, done);
  });
}
