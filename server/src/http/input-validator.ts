import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * Every request input (path params, query, body) passes here before its route's zod schema. A NUL
 * character is refused as a field issue first, for every field of every route at once: PostgreSQL
 * cannot store it in text (`invalid byte sequence … 0x00`), so without this seam it reached the
 * database as a 500 with the SQL in the error log (issue 15, finding 3). Object keys count too, as
 * they end up in jsonb.
 */
export function nulPaths(value: unknown, at: (string | number)[] = [], found: (string | number)[][] = []) {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) found.push(at);
  } else if (Array.isArray(value)) {
    value.forEach((item, i) => {
      nulPaths(item, [...at, i], found);
    });
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key.includes('\u0000')) found.push(at);
      nulPaths(item, [...at, key], found);
    }
  }
  return found;
}

/** Fails with one `field.nulCharacter` issue per field holding a NUL, in zod's own error shape. */
const withoutNul = z.unknown().superRefine((value, ctx) => {
  for (const path of nulPaths(value)) ctx.addIssue({ code: 'custom', message: 'field.nulCharacter', path });
});

export const inputValidatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) => {
  const validate = zodValidatorCompiler(route);
  const refuseNul = zodValidatorCompiler({ ...route, schema: withoutNul });
  return (data) => {
    // zod's compiler answers synchronously with { value } or { error }.
    const refused = refuseNul(data);
    return typeof refused === 'object' && 'error' in refused && refused.error ? refused : validate(data);
  };
};
