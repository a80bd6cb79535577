import { z } from 'zod';
import { issueMessage, type RawIssue } from '../field-issue.js';
import { MAX_ROW_ID } from '../ids.js';
import type { MessageValue } from '../message.js';
import { textProblemsIn } from '../storable-text.js';

/**
 * Config values and their types, shared by the server's checks and the console's form: each type
 * has one rule, and the system keys the console and later areas read are declared here, so a
 * typo in a key is a type error and `readConfig('shop_title')` is typed as a string.
 */

export const configValueTypes = ['string', 'number', 'boolean', 'json', 'image'] as const;
export const configValueTypeSchema = z.enum(configValueTypes);
export type ConfigValueType = z.infer<typeof configValueTypeSchema>;

/**
 * A value as it travels in the admin API and sits in the edit form: text, a number, true/false,
 * JSON as its text (so the form edits it in a text box and the server can say where it fails to
 * parse), or an image as its media id.
 */
export const configWireValue = z.union([z.string(), z.number(), z.boolean()]);
export type ConfigWireValue = z.infer<typeof configWireValue>;

/** A value as stored and as code reads it: `json` is the parsed value, `image` the media id. */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };
export interface ConfigValueOf {
  string: string;
  number: number;
  boolean: boolean;
  json: JsonValue;
  image: number;
}

export const MAX_STRING_VALUE_LENGTH = 2000;
export const MAX_JSON_VALUE_LENGTH = 100_000;
/** Deeper JSON than any setting needs is refused before the database sees it. */
export const MAX_JSON_VALUE_DEPTH = 32;

/** What is wrong with a value: a message key of the catalogue and its parameters. */
export interface ValueIssue {
  key: string;
  params: Record<string, MessageValue>;
}

const issue = (key: string, params: Record<string, MessageValue> = {}): ValueIssue => ({ key, params });

/** Where a JSON scan stopped: at a syntax error (its offset), or nested too deep to go on. */
class JsonScanStop {
  constructor(readonly at: number | 'tooDeep') {}
}

/**
 * Where the first syntax error of a JSON text is (an offset), for a text `JSON.parse` refused:
 * the engines' own messages differ (and not all of them say where), so the place is found here.
 * Nesting deeper than the limit stops the scan early; that text is refused for its depth.
 */
function jsonSyntaxErrorAt(text: string): number | 'tooDeep' {
  let at = 0;
  const fail = (): never => {
    throw new JsonScanStop(at);
  };
  const space = () => {
    while (at < text.length && ' \t\n\r'.includes(text[at] as string)) at++;
  };
  const expect = (char: string) => {
    space();
    if (text[at] !== char) fail();
    at++;
  };
  const string = () => {
    at++; // the opening quote
    while (at < text.length) {
      const char = text[at] as string;
      if (char === '"') {
        at++;
        return;
      }
      if (char.charCodeAt(0) < 0x20) fail();
      if (char === '\\') {
        const escaped = text[at + 1] ?? '';
        if (escaped === 'u') {
          if (!/^[0-9a-fA-F]{4}$/.test(text.slice(at + 2, at + 6))) fail();
          at += 6;
          continue;
        }
        if (!'"\\/bfnrt'.includes(escaped) || escaped === '') fail();
        at += 2;
        continue;
      }
      at++;
    }
    fail();
  };
  const numberPattern = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
  const value = (depth: number): void => {
    space();
    const char = text[at];
    if (char === '{' || char === '[') {
      if (depth > MAX_JSON_VALUE_DEPTH) throw new JsonScanStop('tooDeep');
      const close = char === '{' ? '}' : ']';
      at++;
      space();
      if (text[at] === close) {
        at++;
        return;
      }
      for (;;) {
        if (char === '{') {
          space();
          if (text[at] !== '"') fail();
          string();
          expect(':');
        }
        value(depth + 1);
        space();
        if (text[at] === ',') {
          at++;
          continue;
        }
        expect(close);
        return;
      }
    }
    if (char === '"') {
      string();
      return;
    }
    for (const literal of ['true', 'false', 'null']) {
      if (text.startsWith(literal, at)) {
        at += literal.length;
        return;
      }
    }
    numberPattern.lastIndex = at;
    if (!numberPattern.test(text)) fail();
    at = numberPattern.lastIndex;
  };
  try {
    value(1);
    space();
    if (at < text.length) fail();
    // Not reached for a text JSON.parse refused; its end is the best guess.
    return text.length;
  } catch (error) {
    if (error instanceof JsonScanStop) return error.at;
    throw error;
  }
}

/** Line and column (from 1) of an offset in a text. */
function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, column: (before.at(-1)?.length ?? 0) + 1 };
}

function jsonDepth(value: unknown): number {
  let deepest = 0;
  const stack: [unknown, number][] = [[value, 1]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop() as [unknown, number];
    if (node === null || typeof node !== 'object') continue;
    deepest = Math.max(deepest, depth);
    if (deepest > MAX_JSON_VALUE_DEPTH) return deepest;
    for (const child of Object.values(node)) stack.push([child, depth + 1]);
  }
  return deepest;
}

const tooDeep = () => issue('config.jsonTooDeep', { max: MAX_JSON_VALUE_DEPTH });

/** Why a JSON text is not acceptable, or undefined when it is. */
function jsonTextIssue(text: string): ValueIssue | undefined {
  if (text.length > MAX_JSON_VALUE_LENGTH) return issue('field.tooLong', { max: MAX_JSON_VALUE_LENGTH });
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    const at = jsonSyntaxErrorAt(text);
    return at === 'tooDeep' ? tooDeep() : issue('config.jsonInvalidAt', lineAndColumn(text, at));
  }
  if (jsonDepth(parsed) > MAX_JSON_VALUE_DEPTH) return tooDeep();
  // Escapes the text passed as plain ASCII (`\u0000`, `\ud800`) that jsonb would refuse.
  const [problem] = textProblemsIn(parsed);
  return problem ? issue(problem.key) : undefined;
}

/** One rule per type: what is wrong with a value that does not fit it, or undefined. */
const valueRules: Record<ConfigValueType, (value: unknown) => ValueIssue | undefined> = {
  string: (v) =>
    typeof v !== 'string'
      ? issue('config.mustBeText')
      : v.length > MAX_STRING_VALUE_LENGTH
        ? issue('field.tooLong', { max: MAX_STRING_VALUE_LENGTH })
        : undefined,
  number: (v) => (typeof v === 'number' && Number.isFinite(v) ? undefined : issue('config.mustBeNumber')),
  boolean: (v) => (typeof v === 'boolean' ? undefined : issue('config.mustBeBoolean')),
  json: (v) => (typeof v === 'string' ? jsonTextIssue(v) : issue('config.mustBeJsonText')),
  image: (v) =>
    typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= MAX_ROW_ID
      ? undefined
      : issue('config.pickImage'),
};

/** Why `value` does not fit `type` (the message for the form's value field), or undefined. */
export function configValueIssue(type: ConfigValueType, value: unknown): ValueIssue | undefined {
  return valueRules[type](value);
}

/** What a system key is: its type, where it shows, and the value it starts with. */
export interface SystemConfigDeclaration {
  valueType: ConfigValueType;
  category: string;
  label: string;
  description: string;
  isPublic: boolean;
  defaultValue: unknown;
  /** A tighter rule than the type's own (e.g. a whole number of at least 1). */
  rule?: z.ZodType;
}

/** The longest carrier name a shipment keeps (the ship body's own limit). */
export const MAX_CARRIER_LENGTH = 32;

/** The names in `order_carriers`: split at commas, trimmed, empty ones and repeats dropped. */
export function carrierNames(text: string): string[] {
  return [
    ...new Set(
      text
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean),
    ),
  ];
}

/** True for a time zone this runtime knows by its IANA name (`Europe/Madrid`, `UTC`). */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return name.trim() !== '';
  } catch {
    return false;
  }
}

/** The generic `field.notWhole` and `field.tooSmall` say what is wrong. */
const wholeAtLeast = (min: number) => z.number().int().min(min);

/**
 * The keys seeded on first start and read by the console and later areas. They cannot be
 * deleted or retyped; their values are the shop's to edit. The currency is EUR until changed.
 */
export const systemConfigKeys = {
  shop_title: {
    valueType: 'string',
    category: 'shop',
    label: 'Shop title',
    description: 'Shown in the console sidebar, the page title and the sign-in page.',
    isPublic: true,
    defaultValue: 'Handmade Shop',
    rule: z.string().trim().min(1, 'config.shopTitleRequired').max(64),
  },
  shop_currency: {
    valueType: 'string',
    category: 'shop',
    label: 'Currency',
    description: 'ISO 4217 code of the currency prices are kept in (amounts are stored in its minor unit).',
    isPublic: true,
    defaultValue: 'EUR',
    rule: z.string().regex(/^[A-Z]{3}$/, 'config.currencyCode'),
  },
  shop_time_zone: {
    valueType: 'string',
    category: 'shop',
    label: 'Time zone',
    description:
      'IANA time zone of the shop (e.g. Europe/Madrid, Asia/Shanghai): exported files write their times in it and name it in the header.',
    isPublic: false,
    defaultValue: 'Europe/Madrid',
    rule: z.string().refine(isTimeZone, 'config.timeZone'),
  },
  shop_address: {
    valueType: 'string',
    category: 'shop',
    label: 'Shop address',
    description:
      'Printed under the shop title at the head of packing slips and invoices; a new line or a comma starts a line.',
    isPublic: false,
    defaultValue: '',
    rule: z.string().trim().max(300),
  },
  order_unpaid_close_minutes: {
    valueType: 'number',
    category: 'order',
    label: 'Close unpaid orders after (minutes)',
    description: 'An order not paid within this many minutes is cancelled and its stock released.',
    isPublic: false,
    defaultValue: 30,
    rule: wholeAtLeast(1),
  },
  order_staff_unpaid_close_hours: {
    valueType: 'number',
    category: 'order',
    label: 'Close unpaid staff orders after (hours)',
    description:
      'A manual order placed by staff (phone, bank transfer) not paid within this many hours is cancelled and its stock released; 0 means staff orders never close by themselves. Storefront orders follow order_unpaid_close_minutes.',
    isPublic: false,
    defaultValue: 72,
    rule: wholeAtLeast(0),
  },
  order_carriers: {
    valueType: 'string',
    category: 'order',
    label: 'Carriers',
    description:
      'Carrier names offered when shipping an order, separated by commas (staff may still type another).',
    isPublic: false,
    defaultValue: 'DHL, UPS, FedEx, GLS, DPD, Correos, SEUR, SF Express, Yamato Transport, Japan Post',
    rule: z
      .string()
      .max(MAX_STRING_VALUE_LENGTH)
      .refine((text) => carrierNames(text).every((name) => name.length <= MAX_CARRIER_LENGTH), {
        message: 'order.carrierTooLong',
      }),
  },
  order_auto_complete_days: {
    valueType: 'number',
    category: 'order',
    label: 'Complete shipped orders after (days)',
    description: 'A shipped order the customer has not confirmed is completed after this many days.',
    isPublic: false,
    defaultValue: 14,
    rule: wholeAtLeast(1),
  },
  points_per_currency_unit: {
    valueType: 'number',
    category: 'points',
    label: 'Points per currency unit spent',
    description:
      'Points a customer earns for each whole unit of the shop currency paid (0 turns earning off).',
    isPublic: false,
    defaultValue: 1,
    rule: z.number().min(0),
  },
  points_value_cents: {
    valueType: 'number',
    category: 'points',
    label: 'Value of one point (minor units)',
    description:
      'What one point takes off an order, in the currency minor unit (1 = one cent a point, so 100 points = 1.00); 0 turns paying with points off.',
    isPublic: false,
    defaultValue: 1,
    rule: wholeAtLeast(0),
  },
  points_max_order_percent: {
    valueType: 'number',
    category: 'points',
    label: 'Most of an order points may pay (%)',
    description:
      "The largest share of an order's goods (after its discount, before shipping) that points may take off, in percent.",
    isPublic: false,
    defaultValue: 50,
    rule: z.number().int().min(0).max(100),
  },
  points_expiry_days: {
    valueType: 'number',
    category: 'points',
    label: 'Points expire after (days)',
    description: 'Days after which earned points expire; 0 means they never expire.',
    isPublic: false,
    defaultValue: 365,
    rule: wholeAtLeast(0),
  },
  low_stock_default_threshold: {
    valueType: 'number',
    category: 'inventory',
    label: 'Low stock threshold',
    description: 'Available stock at or below which a SKU counts as low, unless the SKU sets its own.',
    isPublic: false,
    defaultValue: 5,
    rule: wholeAtLeast(0),
  },
  feed_blocked_words: {
    valueType: 'string',
    category: 'feed',
    label: 'Blocked words',
    description:
      'Words that send a feed post or comment to review, separated by commas or new lines (case ignored; found inside longer words too). Posts and comments already written are not re-checked.',
    isPublic: false,
    defaultValue: '',
    rule: z.string().max(MAX_STRING_VALUE_LENGTH),
  },
} as const satisfies Record<string, SystemConfigDeclaration>;

export type SystemConfigKey = keyof typeof systemConfigKeys;
export const systemConfigKeyList = Object.keys(systemConfigKeys) as SystemConfigKey[];

/** The type of a system key's value: `SystemConfigValue<'shop_title'>` is `string`. */
export type SystemConfigValue<K extends SystemConfigKey> =
  ConfigValueOf[(typeof systemConfigKeys)[K]['valueType']];

function isSystemConfigKey(key: string): key is SystemConfigKey {
  return Object.hasOwn(systemConfigKeys, key);
}

/** The extra rule of a system key, as the value field's issue, or undefined when it passes. */
export function systemValueIssue(key: string, value: unknown): ValueIssue | undefined {
  if (!isSystemConfigKey(key)) return undefined;
  const declared: SystemConfigDeclaration = systemConfigKeys[key];
  const first = declared.rule?.safeParse(value).error?.issues[0];
  return first ? issueMessage(first as RawIssue) : undefined;
}

/** Keys with `is_public` seeded, as `GET /base/public/config` answers them. */
type PublicKeys = {
  [K in SystemConfigKey]: (typeof systemConfigKeys)[K]['isPublic'] extends true ? K : never;
}[SystemConfigKey];
export type PublicSystemConfig = { [K in PublicKeys]: SystemConfigValue<K> };
