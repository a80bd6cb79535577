import { textProblemsIn } from '@shop/contract/storable-text';
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * Every request input (path params, query, body) passes here before its route's zod schema. Text
 * PostgreSQL cannot store is refused as a field issue first, for every field of every route at
 * once: a NUL character (`invalid byte sequence … 0x00`, issue 15 finding 3) and half of a UTF-16
 * surrogate pair (`"\ud800"` in JSON, which jsonb refuses; found by the issue 15 fuzz). Without
 * this seam both reached the database as a 500 with the SQL in the error log. Object keys count
 * too, as they end up in jsonb. The rules are the contract's (storable-text.ts).
 */

/** Fails with one issue per field holding text the database cannot store, in zod's own error shape. */
const storableText = z.unknown().superRefine((value, ctx) => {
  for (const { path, key } of textProblemsIn(value)) ctx.addIssue({ code: 'custom', message: key, path });
});

export const inputValidatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) => {
  const validate = zodValidatorCompiler(route);
  const refuseUnstorable = zodValidatorCompiler({ ...route, schema: storableText });
  return (data) => {
    // zod's compiler answers synchronously with { value } or { error }.
    const refused = refuseUnstorable(data);
    return typeof refused === 'object' && 'error' in refused && refused.error ? refused : validate(data);
  };
};
