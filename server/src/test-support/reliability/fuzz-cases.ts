import type { Operation } from './fuzz-operations.js';
import type { Random } from './fuzz-random.js';
import { deepValue, type JsonSchema, nastyValue, type Pools, validValue } from './fuzz-values.js';

/** Who sends a request: a signed-in role, or someone without a valid token. */
export type Persona = 'admin' | 'editor' | 'self' | 'none' | 'bogus' | 'revoked';
export const unauthenticated: readonly Persona[] = ['none', 'bogus', 'revoked'];

export type Mutation =
  | 'valid'
  | 'field'
  | 'nul'
  | 'dropRequired'
  | 'extraField'
  | 'bodyShape'
  | 'malformedJson'
  | 'contentType'
  | 'huge'
  | 'path'
  | 'query'
  | 'method'
  | 'upload';

/** One request of the fuzz, before its persona's token is added. */
export interface FuzzCase {
  index: number;
  op: Operation;
  persona: Persona;
  mutation: Mutation;
  /** What was mutated, for the report: `body.lines.0.quantity = -1`. */
  detail: string;
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: Buffer | string;
  /** The client address (127.0.0.x) the request comes from; 127.0.0.1 when unset. */
  localAddress?: string;
  /** Put the token in `?token=` instead of X-Token (the spec's user/info accepts it). */
  tokenInQuery?: boolean;
  /**
   * Sent with another method: the operation that answers it (null: no route), which the rules
   * hold it to instead of `op`. Set by the runner, which knows every operation.
   */
  answeredBy?: Operation | null;
}

/** A body the operation accepts (its schema's refinements included), built from the pools. */
export type Example = (random: Random, pools: Pools) => unknown;

/** What the scene gives the generator besides the pools: files for the uploads, valid bodies. */
export interface Material {
  images: Buffer[];
  /** A CSV the import accepts (the template, its SKU code `FZ-TEMPLATE`), to mutate. */
  csv: string;
  /**
   * Bodies that pass validation, for operations whose schema alone rarely yields one (SKUs that
   * fit their options, a config value of its type): half their requests start from one, so the
   * spoiled field reaches the service and the database instead of stopping at the validator.
   */
  examples: Partial<Record<string, Example>>;
}

const show = (value: unknown) => {
  const text = typeof value === 'string' ? JSON.stringify(value) : (JSON.stringify(value) ?? String(value));
  return text.length > 80 ? `${text.slice(0, 80)}…(${text.length})` : text;
};

/** Path values that are wrong in every way a router, a coercion or a database can mind. */
const nastyPathValues = [
  '0',
  '-1',
  '999999999',
  '2147483648',
  '9223372036854775808',
  '1.5',
  '1e3',
  'abc',
  'NaN',
  '%00',
  'a%00b',
  '%2F..%2F',
  '..',
  '%E0%A4%A',
  '%FF',
  '%F0%9F%A7%B6',
  encodeURIComponent("1' OR '1'='1"),
  encodeURIComponent('<script>'),
  'x'.repeat(101),
  '9'.repeat(60),
  '%20',
  '0x10',
];

/** Raw query fragments no encoder would write. */
const nastyQueryFragments = [
  'page=1&page=2',
  'q=%',
  'q=%E0%A4%A',
  'q=%00',
  'q[]=a&q[]=b',
  'sort=__proto__',
  '__proto__=1',
  'constructor[prototype][x]=1',
  'pageSize=1e2',
  'page=-0',
  'from=2025-13-01T00:00:00Z',
  `q=${'x'.repeat(5000)}`,
  'unknown=1',
  '&&&=&',
  'q=%2525',
];

const malformedBodies = [
  '{',
  '{"a":}',
  "{'a':1}",
  'NaN',
  '[1,]',
  '\u0000',
  '\ufeff{}',
  '{"a":1}{"b":2}',
  '{"a":"\\u0000"}',
  '{"a":"\\ud800"}',
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"x":1}}}',
  'true',
  '"just text"',
  '1e999',
  '{"a":1,"a":2}',
  `${'['.repeat(100)}${']'.repeat(100)}`,
];

const wrongContentTypes = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=xyz',
  'application/json; charset=utf-16',
  'application/xml',
  'application/JSON',
  'application/json, text/plain',
  '*/*',
  'application/vnd.api+json',
];

function fill(path: string, values: Record<string, string>): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '1');
}

/** Every leaf (and container) path of a JSON value, for picking one to spoil. */
function pathsOf(value: unknown, at: (string | number)[] = [], out: (string | number)[][] = []) {
  if (at.length > 0) out.push(at);
  if (Array.isArray(value)) {
    for (const [i, v] of value.entries()) pathsOf(v, [...at, i], out);
  } else if (value !== null && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) pathsOf(v, [...at, k], out);
  return out;
}

function setAt(root: unknown, path: (string | number)[], value: unknown): void {
  let node = root as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[path[path.length - 1] as string | number] = value;
}

function deleteAt(root: unknown, path: (string | number)[]): void {
  let node = root as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  const last = path[path.length - 1] as string | number;
  if (Array.isArray(node)) node.splice(Number(last), 1);
  else delete node[last];
}

/** Required keys of objects in a body, with their paths (for dropping one). */
function requiredPaths(schema: JsonSchema | undefined, value: unknown, at: (string | number)[] = []) {
  const out: (string | number)[][] = [];
  if (!schema || value === null || typeof value !== 'object') return out;
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) out.push(...requiredPaths(schema.items, item, [...at, i]));
    return out;
  }
  for (const key of schema.required ?? []) if (key in value) out.push([...at, key]);
  for (const [key, child] of Object.entries(schema.properties ?? {}))
    if (key in value)
      out.push(...requiredPaths(child, (value as Record<string, unknown>)[key], [...at, key]));
  return out;
}

function multipart(
  random: Random,
  bytes: Buffer,
  options: { field?: string; filename?: string; contentType?: string },
) {
  const boundary = `----fuzz${random.int(0, 1e9)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${options.field ?? 'file'}"; filename="${options.filename ?? 'file.bin'}"\r\nContent-Type: ${options.contentType ?? 'application/octet-stream'}\r\n\r\n`,
  );
  return {
    body: Buffer.concat([head, bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

function uploadCase(op: Operation, random: Random, material: Material) {
  const csvCells = (csv: string) => {
    const [header = '', row = ''] = csv.split('\n');
    const cells = row.split(',');
    const i = random.int(0, Math.max(0, cells.length - 1));
    const value = String(nastyValue(random)).replace(/[\r\n]/g, ' ');
    cells[i] = random.chance(0.5) ? `"${value.replace(/"/g, '""')}"` : value;
    return `${header}\n${cells.join(',')}\n`;
  };
  const kind = random.weighted([
    ['good', 3],
    ['spoiled', 4],
    ['garbage', 2],
    ['wrongField', 1],
    ['brokenMultipart', 2],
    ['empty', 1],
  ] as const);
  const good =
    op.upload === 'image'
      ? random.pick(material.images)
      : Buffer.from(material.csv.replace(/FZ-TEMPLATE/g, `FZ-IMP-${random.int(0, 1e9)}`));
  let bytes = good;
  let detail = `upload ${kind}`;
  if (kind === 'spoiled') {
    if (op.upload === 'csv') {
      bytes = Buffer.from(csvCells(material.csv));
    } else {
      bytes = Buffer.from(good);
      const cut = random.int(1, bytes.length - 1);
      bytes = random.chance(0.5) ? bytes.subarray(0, cut) : Buffer.concat([bytes, Buffer.from('<?php ?>')]);
      if (random.chance(0.5)) {
        const at = random.int(8, bytes.length - 1);
        bytes[at] = (bytes[at] ?? 0) ^ 0xff;
      }
    }
    detail += ` ${bytes.length} bytes`;
  } else if (kind === 'garbage') {
    bytes = Buffer.from(
      random.pick([
        '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>',
        'GIF89a',
        '\u0000\u0000\u0000',
        'title,price\n"unterminated,1\n',
        'product_title,sku_code,price\n=cmd|calc!A1,X1,1\n',
        '\ufeffproduct_title;sku_code;price\nA;B;C\n',
        'x'.repeat(3000),
      ]),
    );
  } else if (kind === 'empty') {
    bytes = Buffer.alloc(0);
  }
  if (kind === 'brokenMultipart') {
    const variants = [
      { body: 'not a multipart body', type: 'multipart/form-data; boundary=abc' },
      {
        body: '--abc\r\nContent-Disposition: form-data; name="file"\r\n\r\nhalf',
        type: 'multipart/form-data; boundary=abc',
      },
      { body: '--abc--\r\n', type: 'multipart/form-data; boundary=abc' },
      { body: good.subarray(0, 100), type: 'multipart/form-data' },
      { body: JSON.stringify({ file: 'x' }), type: 'application/json' },
      { body: good, type: op.upload === 'image' ? 'image/png' : 'text/csv' },
    ];
    const chosen = random.pick(variants);
    return {
      body: chosen.body,
      headers: { 'content-type': chosen.type },
      detail: `${detail} as ${chosen.type}`,
    };
  }
  const part = multipart(random, bytes, {
    field: kind === 'wrongField' ? random.pick(['image', 'File', '', 'file[]']) : 'file',
    filename: random.pick(['a.png', 'products.csv', '../../etc/passwd', 'ñ 漢.csv', '']),
    contentType: random.pick(['image/png', 'text/csv', 'application/octet-stream', 'text/html']),
  });
  return { body: part.body, headers: { 'content-type': part.contentType }, detail };
}

/**
 * The next request for `op`: valid-looking inputs from its schemas, then (usually) one thing
 * made wrong. Everything random comes from `random`, so a seed replays the same sequence.
 */
export function generateCase(
  index: number,
  op: Operation,
  random: Random,
  pools: Pools,
  material: Material,
): FuzzCase {
  const context = { opPath: op.path, pools, random };
  // Who sends it.
  let persona: Persona = op.isPublic
    ? random.weighted([
        ['none', 6],
        ['bogus', 1],
        ['admin', 1],
      ] as const)
    : random.weighted([
        ['admin', 60],
        ['editor', 15],
        ['none', 10],
        ['bogus', 10],
        ['revoked', 5],
      ] as const);
  if (op.ownAccount && (persona === 'admin' || persona === 'editor')) persona = 'self';

  // Valid-looking inputs.
  const params: Record<string, string> = {};
  for (const p of op.params)
    params[p.name] = encodeURIComponent(String(validValue(p.schema, { ...context, name: p.name })));
  if (op.params.some((p) => p.name === 'addressId') && random.chance(0.8)) {
    const pair = String(random.pick(pools.addresses ?? ['1:1'])).split(':');
    params.id = pair[0] ?? '1';
    params.addressId = pair[1] ?? '1';
  }
  const query: Record<string, unknown> = {};
  for (const q of op.query)
    if (q.required || random.chance(0.4)) query[q.name] = validValue(q.schema, { ...context, name: q.name });
  const example = material.examples[op.operationId];
  let body: unknown =
    example && random.chance(0.5)
      ? example(random, pools)
      : op.body
        ? validValue(op.body, { ...context, name: 'body' })
        : undefined;

  const canMutateBody = op.body !== undefined;
  const mutation: Mutation = op.upload
    ? random.weighted([
        ['upload', 8],
        ['valid', 0],
        ['path', 1],
        ['query', 1],
      ] as const)
    : random.weighted([
        ['valid', 20],
        ['field', canMutateBody || op.query.length > 0 ? 30 : 0],
        ['nul', 3],
        ['dropRequired', canMutateBody ? 6 : 0],
        ['extraField', 6],
        ['bodyShape', canMutateBody ? 5 : 1],
        ['malformedJson', canMutateBody ? 5 : 1],
        ['contentType', canMutateBody ? 6 : 1],
        ['huge', canMutateBody ? 1 : 0],
        ['path', op.params.length > 0 ? 10 : 0],
        ['query', 6],
        ['method', 3],
      ] as const);

  let detail = '';
  let rawBody: Buffer | string | undefined;
  let contentType: string | undefined = op.body ? 'application/json' : undefined;
  let extraQuery = '';
  const headers: Record<string, string> = {};

  switch (mutation) {
    case 'valid':
      detail = 'as generated';
      break;
    case 'field':
    case 'nul': {
      const value =
        mutation === 'nul' ? random.pick(['\u0000', 'a\u0000b', 'mug\u0000 OR 1=1']) : nastyValue(random);
      const places: ('body' | 'query')[] = [];
      if (body !== undefined && typeof body === 'object' && body !== null) places.push('body');
      if (op.query.length > 0) places.push('query');
      const place = places.length > 0 ? random.pick(places) : undefined;
      if (place === 'body') {
        const targets = pathsOf(body);
        const target = targets.length > 0 ? random.pick(targets) : ['name'];
        setAt(body, target, value);
        detail = `body.${target.join('.')} = ${show(value)}`;
      } else if (place === 'query') {
        const name = random.pick(op.query).name;
        query[name] = value;
        detail = `query.${name} = ${show(value)}`;
      } else if (op.params.length > 0) {
        const name = random.pick(op.params).name;
        params[name] = encodeURIComponent(String(value)).slice(0, 300);
        detail = `params.${name} = ${show(value)}`;
      } else {
        extraQuery = `q=${encodeURIComponent(String(value)).slice(0, 300)}`;
        detail = `unexpected query q = ${show(value)}`;
      }
      break;
    }
    case 'dropRequired': {
      const candidates = requiredPaths(op.body, body);
      if (candidates.length > 0) {
        const target = random.pick(candidates);
        deleteAt(body, target);
        detail = `without body.${target.join('.')}`;
      } else {
        body = undefined;
        detail = 'without a body';
      }
      break;
    }
    case 'extraField': {
      const key = random.pick(['isAdmin', 'roles', 'id', 'createdAt', 'version', 'passwordHash', 'zzz', '']);
      const value = random.pick<unknown>([true, ['admin'], 1, 'x', { nested: { deeper: [1] } }]);
      if (body !== null && typeof body === 'object' && !Array.isArray(body)) {
        (body as Record<string, unknown>)[key] = value;
        detail = `extra body.${key} = ${show(value)}`;
      } else {
        query[key || 'extra'] = String(value);
        detail = `extra query ${key || 'extra'}`;
      }
      break;
    }
    case 'bodyShape': {
      body = random.pick<unknown>([
        [body],
        [],
        'text',
        42,
        null,
        deepValue(random.int(40, 63), random.chance(0.5)),
        deepValue(70, false),
        Object.fromEntries(Array.from({ length: 2000 }, (_, i) => [`k${i}`, i])),
      ]);
      contentType = 'application/json';
      detail = `body = ${show(body)}`;
      break;
    }
    case 'malformedJson':
      rawBody = random.pick(malformedBodies);
      contentType = 'application/json';
      detail = `body text ${show(rawBody)}`;
      break;
    case 'contentType':
      contentType = random.pick(wrongContentTypes);
      if (random.chance(0.3)) headers['content-encoding'] = random.pick(['gzip', 'br', 'identity']);
      rawBody = body === undefined ? 'a=1' : JSON.stringify(body);
      detail = `content-type ${contentType}${headers['content-encoding'] ? ` encoding ${headers['content-encoding']}` : ''}`;
      break;
    case 'huge':
      rawBody = JSON.stringify({ ...(body as object), filler: 'x'.repeat(1024 * 1024 + 10) });
      detail = `body of ${rawBody.length} bytes`;
      break;
    case 'path': {
      const p = op.params.length > 0 ? random.pick(op.params) : undefined;
      if (p) {
        params[p.name] = random.pick(nastyPathValues);
        detail = `params.${p.name} = ${params[p.name]}`;
      }
      break;
    }
    case 'query':
      extraQuery = random.pick(nastyQueryFragments);
      detail = `query ${extraQuery.slice(0, 80)}`;
      break;
    case 'method':
      detail = `${op.method} sent as`;
      break;
    case 'upload': {
      const upload = uploadCase(op, random, material);
      rawBody = upload.body;
      contentType = upload.headers['content-type'];
      detail = upload.detail;
      break;
    }
  }

  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) {
    if (v === undefined) continue;
    if (Array.isArray(v)) for (const item of v) search.append(k, String(item));
    else search.append(k, typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v));
  }
  const queryText = [search.toString(), extraQuery].filter(Boolean).join('&');
  const path = `${fill(op.path, params)}${queryText ? `?${queryText}` : ''}`;
  if (rawBody === undefined && body !== undefined) rawBody = JSON.stringify(body);
  if (rawBody !== undefined && contentType) headers['content-type'] = contentType;

  const signIn = op.operationId === 'loginWithPassword' || op.operationId === 'login';
  let method = op.method;
  if (mutation === 'method') {
    // Another method on the same path: no route, or another operation of the same area.
    method = random.pick(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'].filter((m) => m !== op.method));
    detail = `${detail} ${method}`;
  }
  return {
    index,
    op,
    persona,
    mutation,
    detail,
    method,
    path,
    headers,
    ...(rawBody === undefined ? {} : { body: rawBody }),
    // Sign-in attempts, and wrong current passwords on one's own account, count toward limits
    // per address: from addresses of their own, they never hold up the fuzz's own sign-ins.
    ...(signIn ? { localAddress: `127.0.0.${random.int(2, 9)}` } : {}),
    ...(op.ownAccount ? { localAddress: '127.0.0.10' } : {}),
    ...(op.operationId === 'getUserInfo' && random.chance(0.3) ? { tokenInQuery: true } : {}),
  };
}
