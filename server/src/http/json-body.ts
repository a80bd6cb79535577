import { Codes } from '@shop/contract/codes';
import type { FastifyInstance } from 'fastify';
import secureJson from 'secure-json-parse';
import { refuse } from './app-error.js';

/** JSON bodies above this are refused with 413 before they are read further. */
export const BODY_LIMIT_BYTES = 1024 * 1024;
/** No request of ours nests deeper than this; deeper is an attack on the parser. */
export const MAX_JSON_DEPTH = 64;

/** Deepest bracket nesting in a JSON text, ignoring brackets inside strings; stops past `limit`. */
export function jsonDepthExceeds(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92 /* \ */) i++;
      else if (c === 34 /* " */) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 /* { */ || c === 91 /* [ */) {
      if (++depth > limit) return true;
    } else if (c === 125 /* } */ || c === 93 /* ] */) depth--;
  }
  return false;
}

/**
 * Replaces Fastify's JSON parser so that every way a body can be wrong ends as a 400 envelope:
 * broken syntax, nesting deeper than any form of ours, and `__proto__`/`constructor` keys that
 * would poison prototypes.
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: BODY_LIMIT_BYTES },
    (_request, body, done) => {
      const text = body as string;
      if (text.trim() === '') return done(null, undefined);
      if (jsonDepthExceeds(text, MAX_JSON_DEPTH)) {
        return done(refuse(Codes.VALIDATION, 'request.jsonTooDeep', { max: MAX_JSON_DEPTH }), undefined);
      }
      try {
        done(null, secureJson.parse(text, undefined, { protoAction: 'error', constructorAction: 'error' }));
      } catch (error) {
        const poisoned = /prototype|constructor/i.test((error as Error).message);
        done(
          refuse(Codes.VALIDATION, poisoned ? 'request.jsonForbiddenKey' : 'request.jsonInvalid'),
          undefined,
        );
      }
    },
  );
}
