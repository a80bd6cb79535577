import { z } from 'zod';
import { Codes } from './codes.js';

/**
 * Every API answer: `{code, message, data}`, code 20000 on success. A refusal also carries `key`
 * and `params`, the message as the console translates it (`message` is its English text).
 */
export interface Envelope<T> {
  code: number;
  message: string;
  data: T;
  key?: string;
  params?: Record<string, string | number>;
}

/** The envelope's zod schema around a data schema, for response validation and OpenAPI. */
export function envelopeOf<T extends z.ZodType>(data: T) {
  return z.object({
    code: z.number().int(),
    message: z.string(),
    data,
  });
}

/** One field problem: `path` names the field the way the form knows it. */
export const issueSchema = z.object({
  path: z.array(z.union([z.string(), z.number()])),
  /** English, for logs and API clients. */
  message: z.string(),
  code: z.string(),
  /** The message's catalogue key and parameters, which the console shows in its language. */
  key: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
});
export type FieldIssue = z.infer<typeof issueSchema>;

/** `data` of a 400 validation envelope. */
export const validationDataSchema = z.object({
  location: z.enum(['body', 'querystring', 'params', 'headers']),
  issues: z.array(issueSchema),
});
export type ValidationData = z.infer<typeof validationDataSchema>;

/** `data` of a 5xx envelope: the id to find the failure in the server log. */
export const errorDataSchema = z.object({ requestId: z.string() }).nullable();

export const errorEnvelopeSchema = envelopeOf(z.unknown());

export function ok<T>(data: T, message = 'OK'): Envelope<T> {
  return { code: Codes.OK, message, data };
}
