import { z } from 'zod';
import { listDataOf, pageQuery, type SortValue, searchParam, sortParam } from '../list.js';
import { versionField } from '../stale-version.js';
import { configValueIssue, configValueTypeSchema, configWireValue } from './config-values.js';

export { configPaths } from './config-paths.js';

/** The spec's rule for a key: word characters only. */
const CONFIG_KEY_PATTERN = /^\w+$/;
export const configKey = z
  .string()
  .min(1, 'Key is required')
  .max(64, 'Key is at most 64 characters')
  .regex(CONFIG_KEY_PATTERN, 'Key may use only letters, digits and _');

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
  category: z.string().trim().min(1, 'Category is required').max(32, 'Category is at most 32 characters'),
  label: z.string().trim().min(1, 'Label is required').max(64, 'Label is at most 64 characters'),
  description: z.string().trim().max(500, 'Description is at most 500 characters').default(''),
  isPublic: z.boolean().default(false),
};

/** Adds an issue on `value` when it does not fit `valueType`. */
function valueFitsType(
  body: { valueType: z.infer<typeof configValueTypeSchema>; value: unknown },
  ctx: z.RefinementCtx,
) {
  const message = configValueIssue(body.valueType, body.value);
  if (message) ctx.addIssue({ code: 'custom', path: ['value'], message });
}

export const configCreateBody = z.object({ key: configKey, ...entryFields }).superRefine(valueFitsType);
export type ConfigCreateBody = z.input<typeof configCreateBody>;

/** An edit replaces every field at the version it was read at (system keys keep their type). */
export const configUpdateBody = z
  .object({ version: versionField, ...entryFields })
  .superRefine(valueFitsType);
export type ConfigUpdateBody = z.input<typeof configUpdateBody>;

/** A delete names the version it was read at too, so it cannot remove an edit it never saw. */
export const configDeleteQuery = z.object({ version: z.coerce.number().int().min(1) });

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
  toVersion: z.number().int().min(1),
  version: versionField,
});
export type ConfigRevertBody = z.infer<typeof configRevertBody>;

/** The public entries by key: typed for the system ones (`PublicSystemConfig`); images as URLs. */
export const publicConfigData = z.record(z.string(), z.unknown());

export const SYSTEM_KEY_DELETE_MESSAGE = 'System keys cannot be deleted';
export const SYSTEM_KEY_RETYPE_MESSAGE = 'System keys cannot change their type';
export const KEY_EXISTS_MESSAGE = 'This key already exists';
export const NO_SUCH_IMAGE_MESSAGE = 'No such image: upload it first';
