import { DrizzleQueryError } from 'drizzle-orm/errors';

/**
 * What the logs may keep (issue 15, finding 8). A log is read by whoever runs the server, so it
 * carries what finds a bug (the SQL, the database's error code and constraint, our own stack) but
 * not the shop's data: a failed query's parameters are customers' names, phones and addresses, and
 * the database repeats values in some messages (`invalid input syntax … "13912345678"`) and in the
 * detail of a unique violation (`Key (phone)=(…) already exists`). Sign-in states and tokens are
 * secrets wherever they sit in a URL.
 */

/** Query values and path parameters that are secrets, so they never reach a log line. */
const SECRET_NAMES = ['token', 'state'];
const secretQuery = new RegExp(`([?&](?:${SECRET_NAMES.join('|')})=)[^&#]*`, 'gi');

export function redactUrl(url: string): string {
  return url.replace(secretQuery, '$1[redacted]');
}

/** The URL as logged: secret query values and secret path parameters (`/login/qr/:state`) hidden. */
export function urlForLog(url: string, params: unknown): string {
  let path = url;
  if (params && typeof params === 'object') {
    for (const [name, value] of Object.entries(params)) {
      if (!SECRET_NAMES.includes(name) || typeof value !== 'string' || value === '') continue;
      path = path.split(encodeURIComponent(value)).join('[redacted]').split(value).join('[redacted]');
    }
  }
  return redactUrl(path);
}

interface DatabaseErrorFields {
  code: string;
  constraint?: string;
  table?: string;
  column?: string;
  schema?: string;
  routine?: string;
}

/** An error from PostgreSQL or PGlite: a five-character SQLSTATE and the server's own fields. */
function isDatabaseError(error: unknown): error is Error & DatabaseErrorFields {
  const e = error as Partial<DatabaseErrorFields> & { severity?: unknown };
  return (
    error instanceof Error &&
    typeof e.code === 'string' &&
    /^[0-9A-Z]{5}$/.test(e.code) &&
    (e.severity !== undefined || e.routine !== undefined)
  );
}

/** Data exceptions (class 22) quote the offending value; everything quoted goes. */
function databaseMessage(error: Error & DatabaseErrorFields): string {
  return error.code.startsWith('22')
    ? error.message.replace(/"(?:[^"\\]|\\.)*"/g, '"[redacted]"')
    : error.message;
}

function databaseFields(error: Error & DatabaseErrorFields) {
  const { code, constraint, table, column, schema, routine } = error;
  return Object.fromEntries(
    Object.entries({ code, constraint, table, column, schema, routine }).filter(([, v]) => v !== undefined),
  );
}

/** Our own frames, without the message lines above them (a message may span lines). */
function framesOf(error: Error): string {
  return (error.stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');
}

/**
 * The `err` serializer. A Drizzle query error becomes its SQL (placeholders, no parameters) plus the
 * database error's code and constraint; the database's detail, hint and context are dropped.
 */
export interface LoggedError {
  type: string;
  message: string;
  stack: string;
  [field: string]: unknown;
}

export function errorForLog(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: '[not an Error]', stack: '' };
  const type = error.constructor?.name ?? error.name;
  let fields: { message: string; [field: string]: unknown };
  if (error instanceof DrizzleQueryError) {
    const cause = isDatabaseError(error.cause) ? error.cause : undefined;
    fields = {
      message: `Failed query${cause ? `: ${databaseMessage(cause)}` : ''}`,
      query: error.query,
      ...(cause ? databaseFields(cause) : {}),
    };
  } else if (isDatabaseError(error)) {
    fields = { message: databaseMessage(error), ...databaseFields(error) };
  } else {
    const { code, statusCode } = error as { code?: unknown; statusCode?: unknown };
    fields = {
      message: error.message,
      ...(typeof code === 'string' ? { code } : {}),
      ...(typeof statusCode === 'number' ? { statusCode } : {}),
    };
  }
  const logged: LoggedError = { type, ...fields, stack: `${type}: ${fields.message}\n${framesOf(error)}` };
  const cause = (error as { cause?: unknown }).cause;
  if (cause !== undefined && !(error instanceof DrizzleQueryError) && depth < 3) {
    logged.cause = errorForLog(cause, depth + 1);
  }
  return logged;
}
