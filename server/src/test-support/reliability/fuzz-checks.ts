import { type Code, httpStatusOf, reloginCodes } from '@shop/contract/codes';
import { type FuzzCase, unauthenticated } from './fuzz-cases.js';
import type { RawAnswer } from './fuzz-http.js';

/** What a server must never let out in an error: its SQL, its driver's words, its files, its stack. */
const internals: [string, RegExp][] = [
  ['SQL text', /\b(select|insert into|update|delete from)\s+"|\bfrom\s+"\w+"|\$\d+\b.*\bparams\b/i],
  [
    'driver error',
    /violates|relation "|syntax error at|invalid input syntax|duplicate key|out of range for type|PGlite|DrizzleQueryError|Failed query|invalid byte sequence|column "/i,
  ],
  ['stack trace', /\n\s+at \S|\bat \S+ \(\S+:\d+:\d+\)|\bError: /],
  ['file path', /\/work\/|node_modules|\.ts:\d|\.js:\d|file:\/\//],
];

/** Codes that mean "sign in (again)": what a request without a valid token must get. */
const signInAgain = new Set<number>(reloginCodes);
/**
 * Refusals that come before routing, where no token is read yet, and "no such route" (another
 * method on the path): they tell nothing the public OpenAPI document does not.
 */
const beforeRouting = new Set([
  'request.malformedUrl',
  'request.paramTooLong',
  'request.headersTooLarge',
  'request.noSuchApi',
]);

export interface Verdict {
  /** Broken rules, each one line; empty when the answer is fine. */
  problems: string[];
  /** The envelope code, or `media` / `other`, for the figures. */
  outcome: string;
}

/** Checks one answer against the four rules of the fuzz. `dataDir` must not appear in any answer. */
export function judge(fuzzCase: FuzzCase, answer: RawAnswer, secrets: string[]): Verdict {
  const problems: string[] = [];
  const { persona } = fuzzCase;
  // Sent with another method, it is held to the rules of the operation that answered (if any).
  const op = fuzzCase.answeredBy ?? fuzzCase.op;
  const routed = fuzzCase.answeredBy !== null;
  if (answer.status >= 500) problems.push(`status ${answer.status}`);
  const type = String(answer.headers['content-type'] ?? '');
  let code: number | undefined;
  let key: string | undefined;
  let outcome: string;
  if (type.startsWith('application/json')) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(answer.text);
    } catch {
      problems.push('JSON content type but the body is not JSON');
    }
    const envelope = parsed as
      | { code?: unknown; message?: unknown; data?: unknown; key?: unknown }
      | undefined;
    if (
      envelope === null ||
      typeof envelope !== 'object' ||
      typeof envelope.code !== 'number' ||
      typeof envelope.message !== 'string' ||
      !('data' in envelope)
    ) {
      if (parsed !== undefined) problems.push('answer outside the envelope {code, message, data}');
      outcome = `${answer.status}/other`;
    } else {
      code = envelope.code;
      key = typeof envelope.key === 'string' ? envelope.key : undefined;
      const expected = httpStatusOf[code as Code];
      if (expected === undefined) problems.push(`unknown code ${code}`);
      else if (expected !== answer.status)
        problems.push(`code ${code} travels with ${expected}, not ${answer.status}`);
      outcome = String(code);
    }
  } else if (answer.status === 200 && op.media) {
    outcome = 'media';
  } else if (answer.status === 304 && op.operationId === 'getMedia') {
    outcome = '304';
  } else {
    problems.push(
      `a ${answer.status} answer of type "${type}" (${answer.body.length} bytes)${op.media ? ' that is not a success' : ''}`,
    );
    outcome = `${answer.status}/other`;
  }

  const succeeded = answer.status >= 200 && answer.status < 300;
  if (routed && !op.isPublic && unauthenticated.includes(persona)) {
    if (succeeded) problems.push(`unauthenticated success (${persona} token)`);
    else if (!(code !== undefined && signInAgain.has(code)) && !(key && beforeRouting.has(key)))
      problems.push(
        `without a valid token (${persona}) the answer is ${code ?? answer.status}, not a sign-in code`,
      );
  }
  if (!routed && succeeded) problems.push('a success where no operation is');
  if (routed && op.editorForbidden && persona === 'editor' && code !== 40300 && !signInAgain.has(code ?? 0)) {
    if (!(key && beforeRouting.has(key)))
      problems.push(`editor not refused with 40300 (got ${code ?? answer.status})`);
  }

  if (code !== 20000 && !(succeeded && op.media)) {
    for (const [what, pattern] of internals) {
      const match = pattern.exec(answer.text);
      if (match) problems.push(`${what} in an error answer: "${match[0].trim()}"`);
    }
    for (const secret of secrets)
      if (secret && answer.text.includes(secret)) problems.push('a server path in an error answer');
  }
  return { problems, outcome };
}
