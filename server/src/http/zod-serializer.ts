import fastJsonStringify from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { z } from 'zod';

/**
 * Serialises responses with fast-json-stringify from each route's zod response schema turned into
 * JSON Schema. Like zod's own encoder it writes only the declared fields (nothing extra leaks) and
 * throws on a missing required one, but it runs several times faster on the hot paths.
 */
export const zodSerializerCompiler: FastifySerializerCompiler<z.ZodType> = ({ schema }) => {
  const jsonSchema = z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'any' });
  return fastJsonStringify(jsonSchema as Parameters<typeof fastJsonStringify>[0]);
};
