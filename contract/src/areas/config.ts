import { z } from 'zod';
import { listDataOf, pageQuery, type SortValue, searchParam, sortParam } from '../list.js';
import { versionField, versionParam } from '../stale-version.js';
import { configValueIssue, configValueTypeSchema, configWireValue } from './config-values.js';

/** The spec's rule for a key: word characters only. */
const CONFIG_KEY_PATTERN = /^\w+$/;
export const configKey = z.string().min(1).max(64).regex(CONFIG_KEY_PATTERN, 'config.keyChars');

export const configKeyParams = z.object({ key: configKey });

export const configSortFields = ['key', 'label', 'category', 'updatedAt'] as const;
export type ConfigSortField = (typeof configSortFields)[number];
export const CONFIG_DEFAULT_SORT: SortValue<ConfigSortField> = 'key:asc';

export const configListQuery = z
  .object({
    /** Part of the key or the label, any case. */
    q: searchParam,
    category: z.string().trim().max(32).optional(),
    sort: sortParam(configSortFields, CONFIG_DEFAULT_SORT),
  })
  .extend(pageQuery.shape);
export type ConfigListQuery = z.infer<typeof configListQuery>;

export const configEntry = z.object({
  key: z.string(),
  valueType: configValueTypeSchema,
  /** As the form edits it: JSON as pretty-printed text, an image as its media id. */
  value: configWireValue,
  /** For an image value: where it is served; null otherwise. */
  imageUrl: z.string().nullable(),
  category: z.string(),
  label: z.string(),
  description: z.string(),
  /** Seeded and read by the console or the server: cannot be deleted or retyped. */
  isSystem: z.boolean(),
  /** Readable without signing in at GET /base/public/config. */
  isPublic: z.boolean(),
  /** Send it back with an edit (optimistic concurrency). */
  version: z.number().int(),
  updatedBy: z.string().nullable(),
  updatedAt: z.string(),
  createdAt: z.string(),
});
export type ConfigEntry = z.infer<typeof configEntry>;

export const configListData = listDataOf(configEntry);
export type ConfigListData = z.infer<typeof configListData>;

export const configCategoriesData = z.array(z.string());

/** The fields a create and an edit share; the value is checked against the type. */
const entryFields = {
  valueType: configValueTypeSchema,
  value: z.unknown(),
  category: z.string().trim().min(1).max(32),
  label: z.string().trim().min(1).max(64),
  description: z.string().trim().max(500).default(''),
  isPublic: z.boolean().default(false),
};

/**
 * Adds an issue on `value` when it does not fit `valueType`. An issue's message is its key; of its
 * parameters only `max` travels in a 400 answer (as zod's `maximum`), so where bad JSON fails is
 * said by the form's own check (`configValueIssue`), the server's answer says only that it fails.
 */
function valueFitsType(
  body: { valueType: z.infer<typeof configValueTypeSchema>; value: unknown },
  ctx: z.RefinementCtx,
) {
  const issue = configValueIssue(body.valueType, body.value);
  if (!issue) return;
  const { max } = issue.params;
  ctx.addIssue({
    code: 'custom',
    path: ['value'],
    message: issue.key === 'config.jsonInvalidAt' ? 'config.jsonInvalid' : issue.key,
    ...(max === undefined ? {} : { maximum: max }),
  });
}

export const configCreateBody = z.object({ key: configKey, ...entryFields }).superRefine(valueFitsType);
export type ConfigCreateBody = z.input<typeof configCreateBody>;

/** An edit replaces every field at the version it was read at (system keys keep their type). */
export const configUpdateBody = z
  .object({ version: versionField, ...entryFields })
  .superRefine(valueFitsType);
export type ConfigUpdateBody = z.input<typeof configUpdateBody>;

/** A delete names the version it was read at too, so it cannot remove an edit it never saw. */
export const configDeleteQuery = z.object({ version: versionParam });

export const configHistoryActions = ['create', 'update', 'revert', 'delete'] as const;

export const configHistoryQuery = pageQuery;

export const configHistoryEntry = z.object({
  /** The entry's version after this change (versions go on counting across a delete and re-create). */
  version: z.number().int(),
  action: z.enum(configHistoryActions),
  /** The entry's type after this change (before it, for a delete). */
  valueType: configValueTypeSchema,
  /** Wire values as in `configEntry.value`; null before a create and after a delete. */
  oldValue: configWireValue.nullable(),
  newValue: configWireValue.nullable(),
  changedBy: z.string().nullable(),
  changedAt: z.string(),
});
export type ConfigHistoryEntry = z.infer<typeof configHistoryEntry>;

/** Newest first. */
export const configHistoryData = listDataOf(configHistoryEntry);

/** Puts back the value (and type) a key had at `toVersion`, from the current `version`. */
export const configRevertBody = z.object({
  toVersion: versionField,
  version: versionField,
});
export type ConfigRevertBody = z.infer<typeof configRevertBody>;

/** The public entries by key: typed for the system ones (`PublicSystemConfig`); images as URLs. */
export const publicConfigData = z.record(z.string(), z.unknown());
