import type { Random } from './fuzz-random.js';

/** The subset of JSON Schema the OpenAPI document uses for inputs (no $ref, no combinators). */
export interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  nullable?: boolean;
  default?: unknown;
}

/** Values that break naive code: wrong types, edges of numbers, text that is not what it seems. */
export const nasty = {
  wrongTypes: [true, false, null, 0, -1, 1.5, [], {}, [1, 2], { a: 1 }, '1', '', 'true'] as unknown[],
  numbers: [
    2147483648,
    -2147483649,
    2 ** 53,
    1e308,
    -1e308,
    1e21,
    1e-7,
    -0,
    0,
    -1,
    2 ** 63,
    4294967296,
  ] as unknown[],
  numberText: [
    'NaN',
    'Infinity',
    '-Infinity',
    '1e400',
    '0x10',
    '1_000',
    ' 1 ',
    '١٢٣',
    'null',
    'undefined',
    '-0',
    '00001',
    '1.0',
    '9'.repeat(40),
    '-9223372036854775809',
  ],
  text: [
    '',
    ' ',
    '\t\n\r',
    'a\u0000b',
    '\u0000',
    'Ωmega 漢字 🧶 ñ',
    '\u202egnp.exe',
    'e\u0301\u0301\u0301',
    '\ud800',
    '\uffff\ufeff',
    '👩‍👩‍👧‍👦'.repeat(20),
    "' OR '1'='1",
    '1; DROP TABLE staff_user;--',
    "%' OR 1=1 --",
    '\\',
    "'",
    '"',
    '%',
    '_%_\\%',
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, meant literally
    '{{7*7}}${7*7}',
    '../../../../etc/passwd',
    '=HYPERLINK("http://x")',
    'admin',
    '0000-01-01T00:00:00Z',
    '9999-12-31T23:59:59-23:59',
    '2024-02-30',
    '0000-01-01',
    '{"a":"\\u0000","\\ud800":1}',
  ],
  long: (random: Random) =>
    random.pick(['a'.repeat(257), 'ñ'.repeat(5000), 'x'.repeat(70_000), '漢'.repeat(40_000)]),
};

/** Date-times the patterns accept but a database may not (year 0, past 9999 once shifted to UTC). */
const edgeDates = [
  '0000-01-01T00:00:00Z',
  '9999-12-31T23:59:59-23:59',
  '9999-12-31T23:59:59.999999999Z',
  '1000-02-29T00:00:00Z',
  '2024-02-29T23:59:59+23:59',
];

/** A nasty value of any kind. */
export function nastyValue(random: Random): unknown {
  const kind = random.weighted([
    ['wrongType', 3],
    ['number', 2],
    ['numberText', 2],
    ['text', 5],
    ['long', 1],
    ['date', 1],
    ['deep', 1],
  ] as const);
  switch (kind) {
    case 'wrongType':
      return random.pick(nasty.wrongTypes);
    case 'number':
      return random.pick(nasty.numbers);
    case 'numberText':
      return random.pick(nasty.numberText);
    case 'text':
      return random.pick(nasty.text);
    case 'long':
      return nasty.long(random);
    case 'date':
      return random.pick(edgeDates);
    case 'deep':
      return deepValue(random.int(5, 60), random.chance(0.5));
  }
}

/** `depth` levels of arrays or objects around one value. */
export function deepValue(depth: number, arrays: boolean): unknown {
  let value: unknown = 'core';
  for (let i = 0; i < depth; i++) value = arrays ? [value] : { a: value };
  return value;
}

/** Where an id-like field takes its values from: the ids (keys, files) the scene created. */
export type Pools = Record<string, (string | number)[]>;

/** Ids no row has: a tenth of the ids drawn from a pool are one of these. */
export const missingIds = [999_999, 2_147_483_647];

/** The pool a field draws from, by its name and the path of its operation. */
export function poolOf(name: string, opPath: string): string | undefined {
  if (name === 'id') {
    const owner = /\/([a-z-]+)\/\{id\}/.exec(opPath)?.[1];
    const byOwner: Record<string, string> = {
      staff: 'staff',
      'product-categories': 'categories',
      products: 'products',
      skus: 'skus',
      customers: 'customers',
      orders: 'orders',
      'after-sales': 'afterSales',
      payments: 'payments',
      sessions: 'sessions',
    };
    if (owner) return byOwner[owner];
    // `id` inside a body: SKUs of a product edit, orders of a bulk shipment.
    return opPath.includes('/orders') ? 'orders' : 'skus';
  }
  const byName: Record<string, string> = {
    addressId: 'addresses',
    customerId: 'customers',
    skuId: 'skus',
    productId: 'products',
    categoryId: 'categories',
    parentId: 'categories',
    imageId: 'images',
    imageIds: 'images',
    afterSaleId: 'afterSales',
    lineId: 'lines',
    actorId: 'staff',
    ids: 'products',
    key: 'configKeys',
    file: 'files',
    state: 'states',
    version: 'versions',
    toVersion: 'versions',
    username: 'usernames',
    valueType: 'valueTypes',
  };
  return byName[name];
}

let counter = 0;
const isoDay = (random: Random) =>
  new Date(Date.UTC(2025, random.int(0, 11), random.int(1, 28), random.int(0, 23), random.int(0, 59)))
    .toISOString()
    .replace('.000', '');

/** Text for a named field that fits its length limits and, where one is given, its pattern. */
function stringFor(schema: JsonSchema, name: string, random: Random): string {
  counter++;
  if (schema.format === 'date-time') return isoDay(random);
  if (schema.format === 'date') return isoDay(random).slice(0, 10);
  if (schema.format === 'email') return `fuzz${counter}@example.com`;
  const byName: Record<string, () => string> = {
    idempotencyKey: () => `fuzz-${random.seed}-${counter}`,
    code: () => `FZ-${counter}`,
    reference: () => `REF-${counter}`,
    phone: () => random.pick(['+34600111222', '13800138000', '+1 (555) 010-0000']),
    avatar: () => random.pick(['', '/avatars/admin.svg', 'https://example.com/a.png']),
    link: () => random.pick(['', '/products/1', 'https://example.com']),
    key: () => `fuzz_key_${counter}`,
    password: () => `wrong-password-${counter}`,
    oldPassword: () => `wrong-password-${counter}`,
    newPassword: () => `new-password-${counter}`,
    tags: () => random.pick(['vip', 'wholesale', `tag ${counter}`]),
    q: () => random.pick(['mug', 'a', 'FZ', '1', 'vip']),
  };
  let text = byName[name]?.() ?? `${name} ${counter}`;
  if (schema.pattern) {
    const re = new RegExp(schema.pattern, 'u');
    if (!re.test(text)) text = `fuzz_${counter}`;
  }
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? 200;
  if (text.length > max) text = text.slice(0, max);
  while (text.length < min) text += 'x';
  return text;
}

function numberFor(schema: JsonSchema, random: Random, integer: boolean): number {
  const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 0);
  const max = Math.min(schema.maximum ?? min + 1000, min + random.pick([3, 100, 5000]));
  const value = integer ? random.int(min, max) : min + random.next() * (max - min);
  return integer ? value : Math.round(value * 100) / 100;
}

/**
 * A value the schema accepts (as far as its JSON Schema says; refinements are the server's),
 * ids from the pools where the field names one.
 */
export function validValue(
  schema: JsonSchema,
  context: { name: string; opPath: string; pools: Pools; random: Random },
): unknown {
  const { name, random, pools } = context;
  if (schema.nullable && random.chance(0.15)) return null;
  if (schema.enum) return random.pick(schema.enum);
  const pool = poolOf(name, context.opPath);
  const poolValues = pool ? pools[pool] : undefined;
  const fromPool = poolValues && poolValues.length > 0 && random.chance(0.85);
  const poolValue = () => (random.chance(0.1) ? random.pick(missingIds) : random.pick(poolValues ?? []));
  switch (schema.type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, child] of Object.entries(schema.properties ?? {})) {
        if (schema.required?.includes(key) || random.chance(0.6)) {
          out[key] = validValue(child, { ...context, name: key });
        }
      }
      return out;
    }
    case 'array': {
      const min = schema.minItems ?? 0;
      const max = Math.min(schema.maxItems ?? min + 3, min + 3);
      const length = random.int(min, Math.max(min, max));
      const items = schema.items ?? {};
      return Array.from({ length }, () =>
        fromPool && items.type === 'integer' ? poolValue() : validValue(items, { ...context, name }),
      );
    }
    case 'string':
      return fromPool ? String(poolValue()) : stringFor(schema, name, random);
    case 'integer':
      return fromPool ? Number(poolValue()) : numberFor(schema, random, true);
    case 'number':
      return numberFor(schema, random, false);
    case 'boolean':
      return random.chance(0.5);
    default:
      // No type: any JSON (a config value).
      return random.pick<unknown>(['text', 42, true, { a: [1, 2] }, [1, 'two'], null, 3.5]);
  }
}
