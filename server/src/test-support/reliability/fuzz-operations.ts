import { api, type OperationId } from '@shop/contract/api';
import { defaultPermissionsOf, holds, isPermission } from '@shop/contract/permissions';
import type { JsonSchema } from './fuzz-values.js';

/** One operation as the fuzz reads it from the OpenAPI document. */
export interface Operation {
  operationId: string;
  method: string;
  /** OpenAPI form: `/base/admin/orders/{id}`. */
  path: string;
  /** Needs no token (the document's `security: []`). */
  isPublic: boolean;
  /** Any signed-in staff member acting on their own account (sign-out, password, sessions). */
  ownAccount: boolean;
  /** An editor is refused (40300): the contract's access area is not theirs. */
  editorForbidden: boolean;
  params: { name: string; required: boolean; schema: JsonSchema }[];
  query: { name: string; required: boolean; schema: JsonSchema }[];
  body: JsonSchema | undefined;
  /** A multipart upload the route reads itself: an image, or a CSV of products. */
  upload: 'image' | 'csv' | undefined;
  /** Its success is not the JSON envelope (a CSV, a spreadsheet, an image). */
  media: boolean;
}

interface OpenApiOperation {
  operationId: string;
  security?: unknown[];
  parameters?: { in: string; name: string; required?: boolean; schema: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, unknown> }>;
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

/** Every operation of the document, checked against the contract so none is missed or unknown. */
export function operationsOf(document: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    if (!path.startsWith('/base/') || path.startsWith('/base/docs')) continue;
    for (const [method, op] of Object.entries(methods)) {
      const endpoint = api[op.operationId as OperationId];
      if (!endpoint) throw new Error(`${op.operationId} is in the OpenAPI document but not in the contract`);
      const access = endpoint.access;
      const parameters = op.parameters ?? [];
      const successContent = Object.keys(op.responses?.['200']?.content ?? {});
      operations.push({
        operationId: op.operationId,
        method: method.toUpperCase(),
        path,
        isPublic: access === 'public',
        ownAccount: access === 'signedIn',
        editorForbidden:
          isPermission(access) &&
          !holds({ all: false, set: new Set(defaultPermissionsOf('editor')) }, access),
        params: parameters
          .filter((p) => p.in === 'path')
          .map((p) => ({ name: p.name, required: true, schema: p.schema })),
        query: parameters
          .filter((p) => p.in === 'query')
          .map((p) => ({ name: p.name, required: p.required === true, schema: p.schema })),
        body: op.requestBody?.content?.['application/json']?.schema,
        upload:
          'rawBody' in endpoint && endpoint.rawBody
            ? op.operationId === 'uploadMedia'
              ? 'image'
              : 'csv'
            : undefined,
        media: successContent.length > 0 && !successContent.includes('application/json'),
      });
    }
  }
  const inDocument = new Set(operations.map((o) => o.operationId));
  const missing = Object.keys(api).filter((id) => !inDocument.has(id));
  if (missing.length > 0) throw new Error(`the OpenAPI document lacks ${missing.join(', ')}`);
  return operations;
}

/**
 * The operation the router gives `method` and `path` (a static segment wins over a parameter, as
 * in find-my-way), or undefined when there is none: another method on an operation's path may be
 * another operation, even a public one (GET …/login/qr/confirm is the QR status of "confirm").
 */
export function operationAt(operations: readonly Operation[], method: string, path: string) {
  const bare = path.split('?')[0] ?? path;
  const segments = bare.split('/');
  let best: { op: Operation; params: number } | undefined;
  for (const op of operations) {
    if (op.method !== method) continue;
    const template = op.path.split('/');
    if (template.length !== segments.length) continue;
    let params = 0;
    const fits = template.every((part, i) => {
      if (/^\{\w+\}$/.test(part)) {
        params++;
        return (segments[i] ?? '') !== '';
      }
      return part === segments[i];
    });
    if (fits && (!best || params < best.params)) best = { op, params };
  }
  return best?.op;
}
