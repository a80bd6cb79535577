/**
 * The database schema, in one place. drizzle-kit generates the migrations in `server/drizzle`
 * from this file (`npm run db:generate`); they are committed and applied at start-up.
 */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const staffUser = pgTable(
  'staff_user',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    username: text('username').notNull(),
    /** `scrypt$N$r$p$salt$hash`; null for an account that can only sign in by a bound identity. */
    passwordHash: text('password_hash'),
    name: text('name').notNull(),
    avatar: text('avatar').notNull().default(''),
    introduction: text('introduction').notNull().default(''),
    /** Names of `role` rows (a trigger holds each to one; a role in use cannot be deleted). */
    roles: text('roles').array().notNull(),
    disabled: boolean('disabled').notNull().default(false),
    /** Set by a temporary password an admin gave: the member must choose their own before working. */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    /** SHA-256 of the one-time set-password link's token, and when it stops working (24 h). */
    passwordLinkHash: text('password_link_hash'),
    passwordLinkExpiresAt: timestamp('password_link_expires_at', { withTimezone: true }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    lastLoginIp: text('last_login_ip'),
    /** Bumped by every edit; an edit names the version it was read at (optimistic concurrency). */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Who made the last edit, so a refused stale edit can say who got there first. */
    updatedBy: integer('updated_by').references((): AnyPgColumn => staffUser.id, { onDelete: 'set null' }),
  },
  (t) => [
    // Usernames are unique regardless of case: "Admin" and "admin" are one person.
    uniqueIndex('staff_user_username_lower_key').on(sql`lower(${t.username})`),
    check('staff_user_roles_not_empty', sql`cardinality(${t.roles}) > 0`),
    uniqueIndex('staff_user_password_link_key').on(t.passwordLinkHash),
  ],
);

/**
 * A role (issue 19): a named set of permissions of the contract's catalogue. The three built-in
 * roles of the spec are never deleted; developer and admin hold every permission (`allPermissions`,
 * now and as the catalogue grows), so only the editor's and custom roles' sets are rows below.
 */
export const role = pgTable(
  'role',
  {
    name: text('name').primaryKey(),
    /** What staff call it on screen (typed by whoever made it; built-in roles are translated). */
    label: text('label').notNull(),
    description: text('description').notNull().default(''),
    builtIn: boolean('built_in').notNull().default(false),
    allPermissions: boolean('all_permissions').notNull().default(false),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer('updated_by').references((): AnyPgColumn => staffUser.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('role_name_format', sql`${t.name} ~ '^[a-z][a-z0-9_-]{1,31}$'`),
    check('role_all_permissions_built_in', sql`NOT ${t.allPermissions} OR ${t.builtIn}`),
  ],
);

/** What a role may do: one row per permission of the catalogue (contract/src/permissions.ts). */
export const rolePermission = pgTable(
  'role_permission',
  {
    role: text('role')
      .notNull()
      .references(() => role.name, { onDelete: 'cascade', onUpdate: 'cascade' }),
    permission: text('permission').notNull(),
  },
  (t) => [primaryKey({ columns: [t.role, t.permission] })],
);

/** Every sign-in attempt (issue 19): who (when known), how, whether it worked and why not. */
export const staffLoginLog = pgTable(
  'staff_login_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** The account tried, when the username named one (an unknown name has none). */
    staffUserId: integer('staff_user_id').references(() => staffUser.id, { onDelete: 'set null' }),
    /** As typed (cut to 64), so attempts on a name that does not exist are seen too. */
    username: text('username').notNull(),
    method: text('method').notNull(),
    success: boolean('success').notNull(),
    /** Why it failed: a key such as `badPassword`, `unknownUser`, `disabled`, `throttled`. */
    reason: text('reason'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('staff_login_log_user_at_idx').on(t.staffUserId, t.at),
    index('staff_login_log_at_idx').on(t.at),
    check('staff_login_log_method_known', sql`${t.method} IN ('password','qr')`),
    check('staff_login_log_reason_on_failure', sql`${t.success} = (${t.reason} IS NULL)`),
  ],
);

export const staffSession = pgTable(
  'staff_session',
  {
    /** SHA-256 of the token, hex; the token itself is never stored. */
    tokenHash: text('token_hash').primaryKey(),
    /** A public handle for the session (the sessions list signs one out by it); not a secret. */
    id: bigint('id', { mode: 'number' }).notNull().unique().generatedAlwaysAsIdentity(),
    staffUserId: integer('staff_user_id')
      .notNull()
      .references(() => staffUser.id, { onDelete: 'cascade' }),
    /** Set when a developer views the console as another role; null means the account's roles. */
    actingRoles: text('acting_roles').array(),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** `logout` (the owner left) or `elsewhere` (ended from another session or by an admin). */
    revokedReason: text('revoked_reason'),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [
    index('staff_session_user_idx').on(t.staffUserId),
    check(
      'staff_session_revoked_reason_known',
      sql`${t.revokedReason} IS NULL OR ${t.revokedReason} IN ('logout','elsewhere')`,
    ),
  ],
);

/**
 * A one-time sign-in handle (domain.md §4): created CONFIRMED by the password step, or PENDING by
 * a QR request and confirmed from a signed-in phone; redeemed once for a session.
 */
export const authState = pgTable(
  'auth_state',
  {
    stateHash: text('state_hash').primaryKey(),
    kind: text('kind').notNull(),
    status: text('status').notNull(),
    staffUserId: integer('staff_user_id').references(() => staffUser.id, { onDelete: 'cascade' }),
    /** SHA-256 of the HttpOnly cookie given to the browser that asked; only it may redeem. */
    bindingHash: text('binding_hash'),
    /** The device that asked (shown to whoever confirms a QR sign-in, so a stranger's QR is spotted). */
    requestIp: text('request_ip'),
    requestUserAgent: text('request_user_agent'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [
    index('auth_state_expires_idx').on(t.expiresAt),
    // The QR start's limits per address (sign-in-throttling ADR): recent starts, pending states.
    index('auth_state_qr_request_ip_idx').on(t.requestIp, t.createdAt).where(sql`${t.kind} = 'qr'`),
    check('auth_state_kind_known', sql`${t.kind} IN ('password','qr')`),
    check(
      'auth_state_status_known',
      sql`${t.status} IN ('PENDING','SCANNED','CONFIRMED','CONSUMED','EXPIRED')`,
    ),
  ],
);

/**
 * Password attempts, counted to slow guessing (docs/adr/0008-sign-in-throttling.md). A row is
 * written before the password is checked, so concurrent attempts see each other, and it stays as
 * the failure when the password was wrong; a right password deletes its account + address rows.
 * `kind` is `sign_in` (the password step) or `password_change` (a wrong current password, which
 * counts toward that staff member's own account + address only). Trimmed as rows are added.
 */
export const loginFailure = pgTable(
  'login_failure',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    username: text('username').notNull(),
    ip: text('ip').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    kind: text('kind').notNull().default('sign_in'),
  },
  (t) => [
    index('login_failure_username_at_idx').on(t.username, t.at),
    index('login_failure_ip_at_idx').on(t.ip, t.at),
    index('login_failure_username_ip_at_idx').on(t.username, t.ip, t.at),
    index('login_failure_at_idx').on(t.at),
    check('login_failure_kind_known', sql`${t.kind} IN ('sign_in','password_change')`),
  ],
);

/**
 * Browsers that signed in to an account before: the digest of a long-lived random HttpOnly cookie
 * per staff member. A known device is not slowed when the account is under attack from elsewhere.
 */
export const knownDevice = pgTable(
  'known_device',
  {
    staffUserId: integer('staff_user_id')
      .notNull()
      .references(() => staffUser.id, { onDelete: 'cascade' }),
    /** SHA-256 of the cookie, hex; the cookie itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.staffUserId, t.tokenHash] }),
    index('known_device_last_used_idx').on(t.lastUsedAt),
  ],
);

/** Raw bytes; PGlite reads them back as a Uint8Array and pg as a Buffer, so both become a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) =>
    Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

/**
 * The config centre's typed key/value entries (domain.md §2.1). `value` holds the parsed value:
 * a JSON string, number, boolean, any JSON, or a media id for an image.
 */
export const configEntry = pgTable(
  'config_entry',
  {
    key: text('key').primaryKey(),
    value: jsonb('value').notNull(),
    valueType: text('value_type').notNull(),
    category: text('category').notNull(),
    label: text('label').notNull(),
    description: text('description').notNull().default(''),
    /** Seeded and read by the server or console: never deleted, never retyped. */
    isSystem: boolean('is_system').notNull().default(false),
    isPublic: boolean('is_public').notNull().default(false),
    version: integer('version').notNull().default(1),
    updatedBy: integer('updated_by').references(() => staffUser.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    index('config_entry_category_idx').on(t.category),
    check('config_entry_key_word', sql`${t.key} ~ '^\\w+$'`),
    check(
      'config_entry_value_type_known',
      sql`${t.valueType} IN ('string','number','boolean','json','image')`,
    ),
  ],
);

/**
 * Every change of a config entry, kept after the entry is deleted (no foreign key on `key`).
 * Versions go on counting across a delete and re-create, so (key, version) names one change.
 */
export const configHistory = pgTable(
  'config_history',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    key: text('key').notNull(),
    version: integer('version').notNull(),
    action: text('action').notNull(),
    /** The entry's type after the change (before it, for a delete). */
    valueType: text('value_type').notNull(),
    oldValue: jsonb('old_value'),
    newValue: jsonb('new_value'),
    changedBy: integer('changed_by').references(() => staffUser.id, { onDelete: 'set null' }),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('config_history_key_version_key').on(t.key, t.version),
    check('config_history_action_known', sql`${t.action} IN ('create','update','revert','delete')`),
  ],
);

/** Uploaded images, content-addressed: the same bytes are stored once, whoever uploads them. */
export const mediaAsset = pgTable(
  'media_asset',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Hex SHA-256 of `bytes`; the served URL is built from it. */
    sha256: text('sha256').notNull().unique(),
    mime: text('mime').notNull(),
    bytes: bytea('bytes').notNull(),
    size: integer('size').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    uploadedBy: integer('uploaded_by').references(() => staffUser.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('media_asset_mime_known', sql`${t.mime} IN ('image/png','image/jpeg','image/webp','image/gif')`),
    check('media_asset_size_matches', sql`${t.size} = octet_length(${t.bytes})`),
    check('media_asset_dimensions_positive', sql`${t.width} > 0 AND ${t.height} > 0`),
  ],
);

/** The one main-page banner (row id 1, seeded), versioned like any edited row. */
export const mainPage = pgTable(
  'main_page',
  {
    id: integer('id').primaryKey().default(1),
    imageId: integer('image_id').references(() => mediaAsset.id),
    link: text('link').notNull().default(''),
    title: text('title').notNull().default(''),
    enabled: boolean('enabled').notNull().default(false),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    version: integer('version').notNull().default(1),
    updatedBy: integer('updated_by').references(() => staffUser.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('main_page_single_row', sql`${t.id} = 1`),
    check(
      'main_page_window_ordered',
      sql`${t.endsAt} IS NULL OR ${t.startsAt} IS NULL OR ${t.endsAt} > ${t.startsAt}`,
    ),
    check('main_page_enabled_has_image', sql`NOT ${t.enabled} OR ${t.imageId} IS NOT NULL`),
  ],
);

/** Who changed what, before and after: every mutating endpoint writes one row in its transaction. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    actorId: integer('actor_id').references(() => staffUser.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip'),
    /** The browser the change came from (null for the system). */
    userAgent: text('user_agent'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_entity_idx').on(t.entity, t.entityId, t.at),
    index('audit_log_actor_idx').on(t.actorId, t.at),
    index('audit_log_at_idx').on(t.at),
  ],
);

/** The catalogue's category tree (domain.md §2.1); a category with products or children stays. */
export const productCategory = pgTable(
  'product_category',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    parentId: integer('parent_id').references((): AnyPgColumn => productCategory.id),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
    version: integer('version').notNull().default(1),
    updatedBy: integer('updated_by').references(() => staffUser.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    // Two "Mugs" under one parent would be indistinguishable in the tree and in CSV paths.
    uniqueIndex('product_category_parent_name_key').on(
      sql`coalesce(${t.parentId}, 0)`,
      sql`lower(${t.name})`,
    ),
    check('product_category_not_own_parent', sql`${t.parentId} IS NULL OR ${t.parentId} <> ${t.id}`),
  ],
);

/** A product (SPU): what the shop presents; its SKUs are what it sells and stocks. Soft-deleted. */
export const productSpu = pgTable(
  'product_spu',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    title: text('title').notNull(),
    subtitle: text('subtitle').notNull().default(''),
    categoryId: integer('category_id').references(() => productCategory.id),
    /** Sanitised on the way in: only safe tags and attributes are ever stored. */
    descriptionHtml: text('description_html').notNull().default(''),
    /** media_asset ids in display order; the first is the cover. */
    imageIds: integer('image_ids').array().notNull().default(sql`'{}'::int[]`),
    status: text('status').notNull().default('DRAFT'),
    isNew: boolean('is_new').notNull().default(false),
    isRecommended: boolean('is_recommended').notNull().default(false),
    sort: integer('sort').notNull().default(0),
    /**
     * The title's toneless pinyin (`棉麻衬衫` → `mianmachenshan`) and its initials (`mmcs`), written
     * with the title ('' when it has no Chinese); null until the start-up backfill reaches a
     * product written before the columns existed (product/product-pinyin.ts).
     */
    searchPinyin: text('search_pinyin'),
    searchInitials: text('search_initials'),
    version: integer('version').notNull().default(1),
    updatedBy: integer('updated_by').references(() => staffUser.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    check('product_spu_status_known', sql`${t.status} IN ('DRAFT','ON_SALE','OFF_SALE','ARCHIVED')`),
    index('product_spu_category_idx').on(t.categoryId),
    index('product_spu_updated_idx').on(t.updatedAt, t.id),
    // The navbar search matches prefixes (pg_trgm is missing on PGlite); text_pattern_ops lets a
    // b-tree answer `LIKE 'abc%'` whatever the database's collation.
    index('product_spu_title_prefix_idx')
      .on(sql`lower(${t.title}) text_pattern_ops`)
      .where(sql`${t.deletedAt} IS NULL`),
    index('product_spu_pinyin_prefix_idx')
      .on(sql`${t.searchPinyin} text_pattern_ops`)
      .where(sql`${t.deletedAt} IS NULL AND ${t.searchPinyin} <> ''`),
    index('product_spu_initials_prefix_idx')
      .on(sql`${t.searchInitials} text_pattern_ops`)
      .where(sql`${t.deletedAt} IS NULL AND ${t.searchInitials} <> ''`),
    // The start-up backfill's queue: products whose pinyin is not written yet.
    index('product_spu_pinyin_missing_idx').on(t.id).where(sql`${t.searchPinyin} IS NULL`),
  ],
);

/** A product's option (colour, size…) with its values in display order. */
export const productOption = pgTable(
  'product_option',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    spuId: integer('spu_id')
      .notNull()
      .references(() => productSpu.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    values: text('values').array().notNull(),
  },
  (t) => [uniqueIndex('product_option_spu_position_key').on(t.spuId, t.position)],
);

/**
 * A sellable variant and its stock. The CHECKs are the last line against overselling: whatever
 * code runs, on_hand never goes below 0 and reserved never exceeds it (domain.md §2.3).
 */
export const productSku = pgTable(
  'product_sku',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    spuId: integer('spu_id')
      .notNull()
      .references(() => productSpu.id),
    code: text('code').notNull(),
    /** One value per option of the product, in option position order. */
    optionValues: text('option_values').array().notNull(),
    price: bigint('price', { mode: 'number' }).notNull(),
    compareAtPrice: bigint('compare_at_price', { mode: 'number' }),
    cost: bigint('cost', { mode: 'number' }),
    weightGrams: integer('weight_g'),
    imageId: integer('image_id').references(() => mediaAsset.id),
    status: text('status').notNull().default('ACTIVE'),
    onHand: integer('on_hand').notNull().default(0),
    reserved: integer('reserved').notNull().default(0),
    lowStockThreshold: integer('low_stock_threshold'),
    /** on_hand − reserved, kept by PostgreSQL so the stock filters can be answered from an index. */
    available: integer('available').generatedAlwaysAs(sql`on_hand - reserved`),
    /** available − own threshold (null without one): ≤ 0 is "low" by the SKU's own measure. */
    thresholdGap: integer('threshold_gap').generatedAlwaysAs(sql`on_hand - reserved - low_stock_threshold`),
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    /** Set when the SKU is removed from its product (only with no stock); its ledger stays. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    check('product_sku_on_hand_not_negative', sql`${t.onHand} >= 0`),
    check('product_sku_reserved_within_on_hand', sql`${t.reserved} >= 0 AND ${t.reserved} <= ${t.onHand}`),
    check('product_sku_status_known', sql`${t.status} IN ('ACTIVE','INACTIVE')`),
    check(
      'product_sku_prices_not_negative',
      sql`${t.price} >= 0 AND coalesce(${t.compareAtPrice}, 0) >= 0 AND coalesce(${t.cost}, 0) >= 0`,
    ),
    check('product_sku_threshold_not_negative', sql`coalesce(${t.lowStockThreshold}, 0) >= 0`),
    uniqueIndex('product_sku_code_live_key').on(sql`lower(${t.code})`).where(sql`${t.deletedAt} IS NULL`),
    index('product_sku_code_prefix_idx')
      .on(sql`lower(${t.code}) text_pattern_ops`)
      .where(sql`${t.deletedAt} IS NULL`),
    index('product_sku_spu_idx').on(t.spuId),
    // The stock filters and their counts read only these (index-only scans; `npm run bench -- inventory`):
    // out of stock and "low by the shop default" from the first, "low by its own threshold" from the second.
    index('product_sku_available_idx')
      .on(t.available, t.lowStockThreshold)
      .where(sql`${t.deletedAt} IS NULL`),
    index('product_sku_threshold_gap_idx')
      .on(t.thresholdGap, t.available)
      .where(sql`${t.deletedAt} IS NULL AND ${t.thresholdGap} IS NOT NULL`),
  ],
);

/**
 * The stock ledger (the Records page): append-only, one row per change with the balances after
 * it, written in the same transaction as the SKU's balance (see inventory/stock.service.ts).
 * A trigger in the migrations refuses UPDATE and DELETE; corrections are new rows.
 */
export const stockMovement = pgTable(
  'stock_movement',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    skuId: integer('sku_id')
      .notNull()
      .references(() => productSku.id),
    type: text('type').notNull(),
    reason: text('reason'),
    deltaOnHand: integer('delta_on_hand').notNull(),
    deltaReserved: integer('delta_reserved').notNull(),
    onHandAfter: integer('on_hand_after').notNull(),
    reservedAfter: integer('reserved_after').notNull(),
    refType: text('ref_type'),
    refId: text('ref_id'),
    note: text('note').notNull().default(''),
    /** null: the system (a job, the demo data). */
    actorId: integer('actor_id').references(() => staffUser.id, { onDelete: 'set null' }),
    /** A retried request with the same key finds this row instead of changing stock again. */
    idempotencyKey: text('idempotency_key').unique(),
    /** The fingerprint of the request that used the key: the same key with another request is refused. */
    requestHash: text('request_hash'),
    createdAt: createdAt(),
  },
  (t) => [
    check('stock_movement_type_known', sql`${t.type} IN ('ADJUSTMENT','RESERVE','RELEASE','SALE','RESTOCK')`),
    check(
      'stock_movement_reason_known',
      sql`${t.reason} IS NULL OR ${t.reason} IN ('received','correction','cycle_count','damaged','shrinkage','returned','other')`,
    ),
    check('stock_movement_adjustment_has_reason', sql`${t.type} <> 'ADJUSTMENT' OR ${t.reason} IS NOT NULL`),
    check('stock_movement_moves', sql`${t.deltaOnHand} <> 0 OR ${t.deltaReserved} <> 0`),
    check(
      'stock_movement_balances_valid',
      sql`${t.onHandAfter} >= 0 AND ${t.reservedAfter} >= 0 AND ${t.reservedAfter} <= ${t.onHandAfter}`,
    ),
    index('stock_movement_sku_idx').on(t.skuId, t.createdAt, t.id),
    index('stock_movement_created_idx').on(t.createdAt, t.id),
    index('stock_movement_actor_idx').on(t.actorId, t.createdAt),
    index('stock_movement_ref_idx').on(t.refType, t.refId),
  ],
);

// ---------------------------------------------------------------------------------------------
// Customers, orders, after-sales, payments (issue 8; domain.md 2.1–2.3)

/**
 * The shop's customers. `total_spent`, `order_count` and `last_order_at` are kept by the order
 * services in the order's own transaction (atomic increments), so the list filters and sorts
 * on them without aggregating orders. `points_balance` is the points ledger's cache (points issue).
 */
/**
 * Human numbers: a prefix, the UTC day and a shop-wide counter (SO2611240000004, eight digits: unique up to 100 million), given by the
 * column defaults so every writer, bulk seeding included, gets a unique one.
 */
export const orderNoSeq = pgSequence('order_no_seq');
export const payNoSeq = pgSequence('pay_no_seq');
export const refundNoSeq = pgSequence('refund_no_seq');
export const afterSaleNoSeq = pgSequence('after_sale_no_seq');
const humanNumber = (prefix: string, sequence: string) =>
  sql.raw(
    `'${prefix}' || to_char(now() AT TIME ZONE 'UTC', 'YYMMDD') || to_char(nextval('${sequence}'), 'FM00000000')`,
  );

export const customer = pgTable(
  'customer',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    phone: text('phone'),
    email: text('email'),
    gender: text('gender').notNull().default('UNKNOWN'),
    birthday: text('birthday'),
    source: text('source').notNull().default('STAFF'),
    status: text('status').notNull().default('ACTIVE'),
    /** Free labels, compared without case (a GIN index on lower_tags(tags) answers the tag filter). */
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    note: text('note').notNull().default(''),
    pointsBalance: integer('points_balance').notNull().default(0),
    totalSpent: bigint('total_spent', { mode: 'number' }).notNull().default(0),
    orderCount: integer('order_count').notNull().default(0),
    lastOrderAt: timestamp('last_order_at', { withTimezone: true }),
    version: integer('version').notNull().default(1),
    updatedBy: integer('updated_by').references(() => staffUser.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    check('customer_status_known', sql`${t.status} IN ('ACTIVE','DISABLED')`),
    check('customer_gender_known', sql`${t.gender} IN ('UNKNOWN','FEMALE','MALE','OTHER')`),
    check('customer_source_known', sql`${t.source} IN ('STAFF','STOREFRONT')`),
    check('customer_points_not_negative', sql`${t.pointsBalance} >= 0`),
    check('customer_totals_not_negative', sql`${t.totalSpent} >= 0 AND ${t.orderCount} >= 0`),
    uniqueIndex('customer_phone_key').on(t.phone),
    // The navbar search: a name or phone by its start.
    index('customer_name_prefix_idx').on(sql`lower(${t.name}) text_pattern_ops`),
    index('customer_phone_prefix_idx').on(sql`${t.phone} text_pattern_ops`),
    index('customer_created_idx').on(t.createdAt, t.id),
    index('customer_spent_idx').on(t.totalSpent, t.id),
    index('customer_order_count_idx').on(t.orderCount, t.id),
    index('customer_last_order_idx').on(t.lastOrderAt, t.id),
    // The tag filter's index is on lower_tags(tags), a function the migration creates (0007).
  ],
);

export const customerAddress = pgTable(
  'customer_address',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customer.id, { onDelete: 'cascade' }),
    receiverName: text('receiver_name').notNull(),
    phone: text('phone').notNull(),
    region: text('region').notNull().default(''),
    city: text('city').notNull(),
    line: text('line').notNull(),
    postalCode: text('postal_code').notNull().default(''),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('customer_address_customer_idx').on(t.customerId),
    uniqueIndex('customer_address_one_default').on(t.customerId).where(sql`${t.isDefault}`),
  ],
);

/**
 * An order (`order` is a reserved word). Money in cents; every total is computed by the server:
 * total = subtotal + shipping_fee − discount. paid_amount is the successful payment,
 * refunded_amount the sum of successful refunds, and the CHECKs hold refunded ≤ paid ≤ total
 * whatever code runs (domain.md 2.3). The receiver is a snapshot: editing the customer's
 * addresses never moves a placed order.
 */
export const shopOrder = pgTable(
  'shop_order',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderNo: text('order_no').notNull().unique().default(humanNumber('SO', 'order_no_seq')),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customer.id),
    status: text('status').notNull().default('PENDING_PAYMENT'),
    refundStatus: text('refund_status').notNull().default('NONE'),
    /** True while an after-sale is REQUESTED, APPROVED or RECEIVED (the REFUNDING tab). */
    hasOpenAfterSale: boolean('has_open_after_sale').notNull().default(false),
    channel: text('channel').notNull().default('STAFF'),
    itemCount: integer('item_count').notNull(),
    subtotal: bigint('subtotal', { mode: 'number' }).notNull(),
    shippingFee: bigint('shipping_fee', { mode: 'number' }).notNull().default(0),
    discount: bigint('discount', { mode: 'number' }).notNull().default(0),
    /** Points the customer spent on this order (debited at placement, ORDER_USE). */
    pointsUsed: integer('points_used').notNull().default(0),
    /** What those points took off the goods, in minor units (points_value_cents × points_used). */
    pointsDiscount: bigint('points_discount', { mode: 'number' }).notNull().default(0),
    /** Of the points used, how many went back (a cancel or refunds, ORDER_USE_RETURN). */
    pointsReturned: integer('points_returned').notNull().default(0),
    /** Points granted on completion (ORDER_EARN), and how many refunds took back since. */
    pointsEarned: integer('points_earned').notNull().default(0),
    pointsEarnReversed: integer('points_earn_reversed').notNull().default(0),
    total: bigint('total', { mode: 'number' }).notNull(),
    paidAmount: bigint('paid_amount', { mode: 'number' }).notNull().default(0),
    refundedAmount: bigint('refunded_amount', { mode: 'number' }).notNull().default(0),
    refundedShipping: bigint('refunded_shipping', { mode: 'number' }).notNull().default(0),
    receiverName: text('receiver_name').notNull(),
    receiverPhone: text('receiver_phone').notNull(),
    receiverRegion: text('receiver_region').notNull().default(''),
    receiverCity: text('receiver_city').notNull(),
    receiverLine: text('receiver_line').notNull(),
    receiverPostalCode: text('receiver_postal_code').notNull().default(''),
    buyerNote: text('buyer_note').notNull().default(''),
    carrier: text('carrier'),
    trackingNo: text('tracking_no'),
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    autoCloseAt: timestamp('auto_close_at', { withTimezone: true }),
    /** A retried manual order with the same key answers the first order. */
    idempotencyKey: text('idempotency_key').unique(),
    /** The fingerprint of the request that used the key: the same key with another request is refused. */
    requestHash: text('request_hash'),
    placedBy: integer('placed_by').references(() => staffUser.id, { onDelete: 'set null' }),
    version: integer('version').notNull().default(1),
    updatedBy: integer('updated_by').references(() => staffUser.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'shop_order_status_known',
      sql`${t.status} IN ('PENDING_PAYMENT','PAID','SHIPPED','COMPLETED','CANCELLED')`,
    ),
    check('shop_order_refund_status_known', sql`${t.refundStatus} IN ('NONE','PARTIAL','FULL')`),
    check('shop_order_channel_known', sql`${t.channel} IN ('STAFF','STOREFRONT')`),
    check(
      'shop_order_amounts_valid',
      sql`${t.subtotal} >= 0 AND ${t.shippingFee} >= 0 AND ${t.discount} >= 0 AND ${t.pointsDiscount} >= 0 AND ${t.discount} + ${t.pointsDiscount} <= ${t.subtotal} AND ${t.total} = ${t.subtotal} + ${t.shippingFee} - ${t.discount} - ${t.pointsDiscount}`,
    ),
    check(
      'shop_order_points_valid',
      sql`${t.pointsUsed} >= 0 AND ${t.pointsReturned} >= 0 AND ${t.pointsReturned} <= ${t.pointsUsed} AND (${t.pointsUsed} > 0 OR ${t.pointsDiscount} = 0) AND ${t.pointsEarned} >= 0 AND ${t.pointsEarnReversed} >= 0 AND ${t.pointsEarnReversed} <= ${t.pointsEarned}`,
    ),
    check('shop_order_paid_within_total', sql`${t.paidAmount} >= 0 AND ${t.paidAmount} <= ${t.total}`),
    check(
      'shop_order_refunded_within_paid',
      sql`${t.refundedAmount} >= 0 AND ${t.refundedAmount} <= ${t.paidAmount}`,
    ),
    check(
      'shop_order_refunded_shipping_within_fee',
      sql`${t.refundedShipping} >= 0 AND ${t.refundedShipping} <= ${t.shippingFee}`,
    ),
    // The list: a status tab over a date range, newest first, answered from the index.
    index('shop_order_status_placed_idx').on(t.status, t.placedAt, t.id),
    index('shop_order_placed_idx').on(t.placedAt, t.id),
    // The tab counts over a date range, read from the index alone.
    index('shop_order_counts_idx').on(t.placedAt, t.status, t.hasOpenAfterSale),
    index('shop_order_customer_idx').on(t.customerId, t.placedAt),
    index('shop_order_after_sale_idx').on(t.placedAt).where(sql`${t.hasOpenAfterSale}`),
    index('shop_order_receiver_phone_idx').on(t.receiverPhone),
    // The navbar search: an order by the start of its number.
    index('shop_order_no_prefix_idx').on(sql`${t.orderNo} text_pattern_ops`),
    // The jobs: unpaid orders by when they close, shipped ones by when they left.
    index('shop_order_auto_close_idx').on(t.autoCloseAt).where(sql`${t.status} = 'PENDING_PAYMENT'`),
    index('shop_order_shipped_idx').on(t.shippedAt).where(sql`${t.status} = 'SHIPPED'`),
    // The dashboard's top products: the orders paid in the partial days at a period's edges.
    index('shop_order_paid_idx').on(t.paidAt).where(sql`${t.paidAt} IS NOT NULL`),
  ],
);

/** One SKU of an order, with what it was called and cost when placed. */
export const orderLine = pgTable(
  'order_line',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => shopOrder.id),
    skuId: integer('sku_id')
      .notNull()
      .references(() => productSku.id),
    productId: integer('product_id')
      .notNull()
      .references(() => productSpu.id),
    title: text('title').notNull(),
    skuCode: text('sku_code').notNull(),
    optionValues: text('option_values').array().notNull(),
    imageId: integer('image_id').references(() => mediaAsset.id),
    unitPrice: bigint('unit_price', { mode: 'number' }).notNull(),
    quantity: integer('quantity').notNull(),
    lineTotal: bigint('line_total', { mode: 'number' }).notNull(),
    refundedQuantity: integer('refunded_quantity').notNull().default(0),
  },
  (t) => [
    check('order_line_quantity_positive', sql`${t.quantity} > 0`),
    check(
      'order_line_refunded_within_quantity',
      sql`${t.refundedQuantity} >= 0 AND ${t.refundedQuantity} <= ${t.quantity}`,
    ),
    check(
      'order_line_total_valid',
      sql`${t.unitPrice} >= 0 AND ${t.lineTotal} = ${t.unitPrice} * ${t.quantity}`,
    ),
    index('order_line_order_idx').on(t.orderId),
    index('order_line_sku_idx').on(t.skuId),
  ],
);

/** The order's timeline: every transition, action and staff note, append-only. */
export const orderEvent = pgTable(
  'order_event',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => shopOrder.id),
    type: text('type').notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status'),
    message: text('message').notNull().default(''),
    /** null: the system (a job) or the storefront. */
    actorId: integer('actor_id').references(() => staffUser.id, { onDelete: 'set null' }),
    data: jsonb('data'),
    createdAt: createdAt(),
  },
  (t) => [index('order_event_order_idx').on(t.orderId, t.id)],
);

export const afterSale = pgTable(
  'after_sale',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    afterSaleNo: text('after_sale_no').notNull().unique().default(humanNumber('AS', 'after_sale_no_seq')),
    orderId: integer('order_id')
      .notNull()
      .references(() => shopOrder.id),
    type: text('type').notNull(),
    status: text('status').notNull().default('REQUESTED'),
    /** [{ lineId, quantity }] */
    lines: jsonb('lines').notNull(),
    reason: text('reason').notNull(),
    rejectReason: text('reject_reason'),
    restocked: boolean('restocked').notNull().default(false),
    handledBy: integer('handled_by').references(() => staffUser.id, { onDelete: 'set null' }),
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    check('after_sale_type_known', sql`${t.type} IN ('REFUND_ONLY','RETURN_REFUND')`),
    check(
      'after_sale_status_known',
      sql`${t.status} IN ('REQUESTED','APPROVED','RECEIVED','REFUNDED','REJECTED','CANCELLED')`,
    ),
    index('after_sale_order_idx').on(t.orderId),
  ],
);

/**
 * Money received for an order. At most one successful payment per order (a partial unique
 * index), and one row per channel reference: recording the same reference twice finds the
 * first row. refunded_amount ≤ amount is a CHECK, so two refunds racing cannot together
 * exceed what was paid.
 */
export const payment = pgTable(
  'payment',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    payNo: text('pay_no').notNull().unique().default(humanNumber('PY', 'pay_no_seq')),
    /** What the money is for: an order, or the cash part of a points exchange (domain.md 2.1). */
    bizType: text('biz_type').notNull().default('ORDER'),
    orderId: integer('order_id').references(() => shopOrder.id),
    exchangeOrderId: integer('exchange_order_id').references((): AnyPgColumn => exchangeOrder.id),
    boxDrawId: integer('box_draw_id').references((): AnyPgColumn => boxDraw.id),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customer.id),
    channel: text('channel').notNull(),
    kind: text('kind').notNull(),
    status: text('status').notNull().default('WAITING'),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    refundedAmount: bigint('refunded_amount', { mode: 'number' }).notNull().default(0),
    reference: text('reference'),
    note: text('note').notNull().default(''),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    recordedBy: integer('recorded_by').references(() => staffUser.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'payment_channel_known',
      sql`${t.channel} IN ('CASH','BANK_TRANSFER','CARD_TERMINAL','CARD','WALLET')`,
    ),
    check('payment_kind_known', sql`${t.kind} IN ('OFFLINE','ONLINE')`),
    check(
      'payment_status_known',
      sql`${t.status} IN ('WAITING','SUCCESS','CLOSED','PARTIALLY_REFUNDED','REFUNDED')`,
    ),
    check('payment_amount_positive', sql`${t.amount} > 0`),
    check(
      'payment_refunded_within_amount',
      sql`${t.refundedAmount} >= 0 AND ${t.refundedAmount} <= ${t.amount}`,
    ),
    check('payment_biz_type_known', sql`${t.bizType} IN ('ORDER','EXCHANGE','BOX')`),
    check(
      'payment_biz_ref',
      sql`(${t.bizType} = 'ORDER') = (${t.orderId} IS NOT NULL) AND (${t.bizType} = 'EXCHANGE') = (${t.exchangeOrderId} IS NOT NULL) AND (${t.bizType} = 'BOX') = (${t.boxDrawId} IS NOT NULL)`,
    ),
    uniqueIndex('payment_one_success_per_order')
      .on(t.orderId)
      .where(sql`${t.status} IN ('SUCCESS','PARTIALLY_REFUNDED','REFUNDED')`),
    uniqueIndex('payment_one_success_per_exchange')
      .on(t.exchangeOrderId)
      .where(sql`${t.status} IN ('SUCCESS','PARTIALLY_REFUNDED','REFUNDED')`),
    index('payment_exchange_idx').on(t.exchangeOrderId),
    uniqueIndex('payment_one_per_box_draw').on(t.boxDrawId),
    index('payment_biz_created_idx').on(t.bizType, t.createdAt, t.id),
    uniqueIndex('payment_channel_reference_key').on(t.channel, t.reference),
    index('payment_order_idx').on(t.orderId),
    index('payment_customer_idx').on(t.customerId, t.createdAt),
    index('payment_created_idx').on(t.createdAt, t.id),
  ],
);

export const refund = pgTable(
  'refund',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    refundNo: text('refund_no').notNull().unique().default(humanNumber('RF', 'refund_no_seq')),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payment.id),
    /** The order refunded, or for an exchange's cash part the exchange order (exactly one). */
    orderId: integer('order_id').references(() => shopOrder.id),
    exchangeOrderId: integer('exchange_order_id').references((): AnyPgColumn => exchangeOrder.id),
    afterSaleId: integer('after_sale_id').references(() => afterSale.id),
    status: text('status').notNull().default('SUCCESS'),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    shipping: bigint('shipping', { mode: 'number' }).notNull().default(0),
    /** [{ lineId, quantity }] */
    lines: jsonb('lines').notNull(),
    reason: text('reason').notNull(),
    idempotencyKey: text('idempotency_key').unique(),
    /** The fingerprint of the request that used the key: the same key with another request is refused. */
    requestHash: text('request_hash'),
    createdBy: integer('created_by').references(() => staffUser.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('refund_status_known', sql`${t.status} IN ('PENDING','SUCCESS','FAILED')`),
    check('refund_amount_positive', sql`${t.amount} > 0 AND ${t.shipping} >= 0`),
    index('refund_payment_idx').on(t.paymentId),
    check('refund_biz_ref', sql`(${t.orderId} IS NULL) <> (${t.exchangeOrderId} IS NULL)`),
    index('refund_order_idx').on(t.orderId),
    index('refund_exchange_idx').on(t.exchangeOrderId),
    index('refund_created_idx').on(t.createdAt, t.id),
  ],
);

/**
 * The demo storefront's load (SEED=demo), one row: what it is writing and how far it got. The
 * load goes in short transactions so the console answers meanwhile, each one moving this row on;
 * a server stopped half-way finishes the load on its next start from where it stopped, and
 * several servers on one database share it step by step instead of writing it twice.
 */
export const demoLoad = pgTable(
  'demo_load',
  {
    id: integer('id').primaryKey().default(1),
    /** The run's shape (seed/bulk-orders-plan.ts RunShape) and the first line id it writes. */
    run: jsonb('run').notNull(),
    ordersDone: integer('orders_done').notNull().default(0),
    linesDone: integer('lines_done').notNull().default(0),
    /**
     * What the next step writes: the customers, their addresses, then chunk after chunk of orders
     * (its orders, lines, and money with the timeline: three steps), the stock ledger a few SKUs
     * at a time, and the customers' totals.
     */
    nextStep: text('next_step').notNull().default('customers'),
    /** The chunk being written: orders ordersDone + 1 … chunkTo. */
    chunkTo: integer('chunk_to'),
    /** The last SKU whose stock ledger is written; null before the stock passes start. */
    stockThroughSku: integer('stock_through_sku'),
    startedAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    check('demo_load_one_row', sql`${t.id} = 1`),
    check(
      'demo_load_next_step_known',
      sql`${t.nextStep} IN ('customers','addresses','orders','lines','money','stock','totals','points','exchange','boxes','feeds','articles','done')`,
    ),
  ],
);

// ---------------------------------------------------------------------------------------------
// Loyalty points and the points exchange (issue 18; domain.md 1.5, 1.6, 2.1–2.3)

/** Every kind of points change, with the sign its delta must have. */
export const pointBizTypes = {
  ADMIN: 'either',
  ORDER_USE: 'negative',
  ORDER_USE_RETURN: 'positive',
  ORDER_EARN: 'positive',
  ORDER_EARN_REVERSAL: 'negative',
  EXPIRE: 'negative',
  EXCHANGE: 'negative',
  EXCHANGE_RETURN: 'positive',
  BOX: 'negative',
} as const;
const pointTypesWhere = (sign: 'positive' | 'negative') =>
  sql.raw(
    Object.entries(pointBizTypes)
      .filter(([, s]) => s === sign)
      .map(([type]) => `'${type}'`)
      .join(','),
  );

/**
 * The points ledger: append-only (a trigger refuses UPDATE and DELETE), one row per change with
 * the customer's balance after it, written in the transaction that moves `customer.points_balance`
 * under the customer's row lock (point/point-ledger.ts). One business event grants or takes once:
 * UNIQUE(biz_type, biz_id, customer_id). A reversal names the row it reverses; when the customer
 * has already spent points being taken back, it takes what the balance holds and records the rest
 * as `shortfall` (ADR 0009), so its delta may be 0 only with a shortfall.
 */
export const pointLedger = pgTable(
  'point_ledger',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customer.id),
    delta: integer('delta').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    bizType: text('biz_type').notNull(),
    /** The business event: an order id, a refund id, an exchange order id, an adjust's key, an expiry run. */
    bizId: text('biz_id').notNull(),
    /** What people read for the event: an order or exchange number, the reason of an adjust. */
    title: text('title').notNull().default(''),
    reversesId: bigint('reverses_id', { mode: 'number' }).references((): AnyPgColumn => pointLedger.id),
    /** Points a reversal could not take back because the customer had spent them (ADR 0009). */
    shortfall: integer('shortfall').notNull().default(0),
    /** A manual adjust's reason (the console's list). */
    reason: text('reason'),
    note: text('note').notNull().default(''),
    /** null: the system (a job, the demo data, the storefront). */
    actorId: integer('actor_id').references(() => staffUser.id, { onDelete: 'set null' }),
    idempotencyKey: text('idempotency_key').unique(),
    requestHash: text('request_hash'),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'point_ledger_biz_type_known',
      sql`${t.bizType} IN (${sql.raw(
        Object.keys(pointBizTypes)
          .map((k) => `'${k}'`)
          .join(','),
      )})`,
    ),
    check('point_ledger_balance_not_negative', sql`${t.balanceAfter} >= 0`),
    check('point_ledger_moves', sql`${t.delta} <> 0 OR ${t.shortfall} > 0`),
    check('point_ledger_shortfall_not_negative', sql`${t.shortfall} >= 0`),
    check(
      'point_ledger_sign',
      sql`(${t.bizType} NOT IN (${pointTypesWhere('positive')}) OR ${t.delta} > 0) AND (${t.bizType} NOT IN (${pointTypesWhere('negative')}) OR ${t.delta} <= 0)`,
    ),
    check(
      'point_ledger_reversal_names_original',
      sql`(${t.bizType} IN ('ORDER_USE_RETURN','ORDER_EARN_REVERSAL','EXCHANGE_RETURN')) = (${t.reversesId} IS NOT NULL)`,
    ),
    check(
      'point_ledger_admin_reason',
      sql`(${t.bizType} = 'ADMIN') = (${t.reason} IS NOT NULL) AND (${t.reason} IS NULL OR ${t.reason} IN ('goodwill','correction','compensation','promotion','other'))`,
    ),
    uniqueIndex('point_ledger_event_key').on(t.bizType, t.bizId, t.customerId),
    index('point_ledger_customer_idx').on(t.customerId, t.createdAt, t.id),
    index('point_ledger_created_idx').on(t.createdAt, t.id),
    index('point_ledger_type_idx').on(t.bizType, t.createdAt, t.id),
    index('point_ledger_reverses_idx').on(t.reversesId).where(sql`${t.reversesId} IS NOT NULL`),
    index('point_ledger_actor_idx').on(t.actorId, t.createdAt),
  ],
);

export const exchangeNoSeq = pgSequence('exchange_no_seq');

/**
 * What customers may redeem for points: a catalogue SKU (its stock reserved through the stock
 * functions) or a virtual item (sku_id null). The quota is the item's own pool, taken by a
 * conditional update like stock; an item is soft-deleted so its orders keep their reference.
 */
export const exchangeItem = pgTable(
  'exchange_item',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    skuId: integer('sku_id').references(() => productSku.id),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    imageId: integer('image_id').references(() => mediaAsset.id),
    pointsPrice: integer('points_price').notNull(),
    cashPrice: bigint('cash_price', { mode: 'number' }).notNull().default(0),
    quotaTotal: integer('quota_total').notNull(),
    quotaRemaining: integer('quota_remaining').notNull(),
    /** The most one customer may redeem in all (null: no limit). */
    perCustomerLimit: integer('per_customer_limit'),
    /** The most one exchange order may take (null: no limit). */
    perOrderLimit: integer('per_order_limit'),
    status: text('status').notNull().default('OFF'),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    sort: integer('sort').notNull().default(0),
    version: integer('version').notNull().default(1),
    updatedBy: integer('updated_by').references(() => staffUser.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    check('exchange_item_status_known', sql`${t.status} IN ('ON','OFF')`),
    check('exchange_item_prices_valid', sql`${t.pointsPrice} > 0 AND ${t.cashPrice} >= 0`),
    check(
      'exchange_item_quota_valid',
      sql`${t.quotaTotal} >= 0 AND ${t.quotaRemaining} >= 0 AND ${t.quotaRemaining} <= ${t.quotaTotal}`,
    ),
    check(
      'exchange_item_limits_positive',
      sql`(${t.perCustomerLimit} IS NULL OR ${t.perCustomerLimit} > 0) AND (${t.perOrderLimit} IS NULL OR ${t.perOrderLimit} > 0)`,
    ),
    check(
      'exchange_item_window_ordered',
      sql`${t.endsAt} IS NULL OR ${t.startsAt} IS NULL OR ${t.endsAt} > ${t.startsAt}`,
    ),
    index('exchange_item_list_idx').on(t.sort, t.id).where(sql`${t.deletedAt} IS NULL`),
    index('exchange_item_sku_idx').on(t.skuId),
  ],
);

/**
 * A redemption placed by staff for a customer (domain.md 2.2): PENDING_PAYMENT only while a cash
 * part is unpaid, then TO_SHIP → SHIPPED → COMPLETED, or CANCELLED before shipping with points,
 * cash, quota and stock given back. Virtual items carry no address and complete on placement.
 */
export const exchangeOrder = pgTable(
  'exchange_order',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    exchangeNo: text('exchange_no').notNull().unique().default(humanNumber('EX', 'exchange_no_seq')),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customer.id),
    itemId: integer('item_id')
      .notNull()
      .references(() => exchangeItem.id),
    skuId: integer('sku_id').references(() => productSku.id),
    /** The item's title when redeemed. */
    title: text('title').notNull(),
    quantity: integer('quantity').notNull(),
    pointsTotal: integer('points_total').notNull(),
    cashTotal: bigint('cash_total', { mode: 'number' }).notNull().default(0),
    status: text('status').notNull(),
    receiverName: text('receiver_name'),
    receiverPhone: text('receiver_phone'),
    receiverRegion: text('receiver_region'),
    receiverCity: text('receiver_city'),
    receiverLine: text('receiver_line'),
    receiverPostalCode: text('receiver_postal_code'),
    note: text('note').notNull().default(''),
    carrier: text('carrier'),
    trackingNo: text('tracking_no'),
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    idempotencyKey: text('idempotency_key').unique(),
    requestHash: text('request_hash'),
    placedBy: integer('placed_by').references(() => staffUser.id, { onDelete: 'set null' }),
    version: integer('version').notNull().default(1),
    updatedBy: integer('updated_by').references(() => staffUser.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'exchange_order_status_known',
      sql`${t.status} IN ('PENDING_PAYMENT','TO_SHIP','SHIPPED','COMPLETED','CANCELLED')`,
    ),
    check(
      'exchange_order_amounts_valid',
      sql`${t.quantity} > 0 AND ${t.pointsTotal} > 0 AND ${t.cashTotal} >= 0`,
    ),
    index('exchange_order_status_placed_idx').on(t.status, t.placedAt, t.id),
    index('exchange_order_placed_idx').on(t.placedAt, t.id),
    index('exchange_order_customer_item_idx').on(t.customerId, t.itemId),
    index('exchange_order_item_idx').on(t.itemId, t.placedAt),
    index('exchange_order_no_prefix_idx').on(sql`${t.exchangeNo} text_pattern_ops`),
  ],
);

// ---------------------------------------------------------------------------------------------
// Mystery boxes (issue 21; domain.md 1.8, 2.1-2.3). A draw is one box bought and opened: there is
// no separate box order, so `box_draw` carries the purchase (payment or points) as well.

export const boxDrawNoSeq = pgSequence('box_draw_no_seq');

export const boxSeries = pgTable(
  'box_series',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    coverId: integer('cover_id').references(() => mediaAsset.id),
    /** One draw's price in minor units / in points; null where the box does not sell so. */
    cashPrice: bigint('cash_price', { mode: 'number' }),
    pointsPrice: integer('points_price'),
    status: text('status').notNull().default('DRAFT'),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    perCustomerDailyLimit: integer('per_customer_daily_limit'),
    guaranteeEvery: integer('guarantee_every'),
    guaranteeMinTier: text('guarantee_min_tier'),
    minimumAge: integer('minimum_age'),
    /** The published odds version draws are made under (0: never published). */
    oddsVersion: integer('odds_version').notNull().default(0),
    oddsPublishedAt: timestamp('odds_published_at', { withTimezone: true }),
    /** The prizes (or price, guarantee) changed since the last snapshot. */
    oddsChanged: boolean('odds_changed').notNull().default(true),
    version: integer('version').notNull().default(1),
    updatedBy: integer('updated_by').references(() => staffUser.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    check('box_series_status_known', sql`${t.status} IN ('DRAFT','ON_SALE','PAUSED','SOLD_OUT','ENDED')`),
    check(
      'box_series_priced',
      sql`(${t.cashPrice} IS NOT NULL OR ${t.pointsPrice} IS NOT NULL) AND coalesce(${t.cashPrice}, 1) > 0 AND coalesce(${t.pointsPrice}, 1) > 0`,
    ),
    check(
      'box_series_guarantee_whole',
      sql`(${t.guaranteeEvery} IS NULL) = (${t.guaranteeMinTier} IS NULL) AND coalesce(${t.guaranteeEvery}, 2) >= 2 AND coalesce(${t.guaranteeMinTier}, 'RARE') IN ('RARE','HIDDEN')`,
    ),
    check('box_series_limit_positive', sql`coalesce(${t.perCustomerDailyLimit}, 1) > 0`),
    check(
      'box_series_window_ordered',
      sql`${t.endsAt} IS NULL OR ${t.startsAt} IS NULL OR ${t.endsAt} > ${t.startsAt}`,
    ),
    check('box_series_published_before_sale', sql`${t.status} = 'DRAFT' OR ${t.oddsVersion} > 0`),
    index('box_series_updated_idx').on(t.updatedAt, t.id),
    index('box_series_status_idx').on(t.status, t.updatedAt),
  ],
);

/** A prize of a series' finite pool: its probability is remaining / Σ remaining. */
export const boxPrize = pgTable(
  'box_prize',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    seriesId: integer('series_id')
      .notNull()
      .references(() => boxSeries.id, { onDelete: 'cascade' }),
    skuId: integer('sku_id')
      .notNull()
      .references(() => productSku.id),
    tier: text('tier').notNull(),
    quantityTotal: integer('quantity_total').notNull(),
    quantityRemaining: integer('quantity_remaining').notNull(),
    /** The value shown to customers, minor units. */
    displayValue: bigint('display_value', { mode: 'number' }).notNull().default(0),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    check('box_prize_tier_known', sql`${t.tier} IN ('COMMON','RARE','HIDDEN')`),
    check(
      'box_prize_quantity_valid',
      sql`${t.quantityTotal} > 0 AND ${t.quantityRemaining} >= 0 AND ${t.quantityRemaining} <= ${t.quantityTotal}`,
    ),
    check('box_prize_value_not_negative', sql`${t.displayValue} >= 0`),
    uniqueIndex('box_prize_series_sku_key').on(t.seriesId, t.skuId),
    index('box_prize_sku_idx').on(t.skuId),
  ],
);

/** The disclosure record: one row per published odds version, never updated or deleted (trigger). */
export const boxOddsSnapshot = pgTable(
  'box_odds_snapshot',
  {
    seriesId: integer('series_id')
      .notNull()
      .references(() => boxSeries.id),
    oddsVersion: integer('odds_version').notNull(),
    /** BoxOddsPrize[] of the contract, plus tiers and the price and guarantee then. */
    prizes: jsonb('prizes').notNull(),
    tiers: jsonb('tiers').notNull(),
    cashPrice: bigint('cash_price', { mode: 'number' }),
    pointsPrice: integer('points_price'),
    guaranteeEvery: integer('guarantee_every'),
    guaranteeMinTier: text('guarantee_min_tier'),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    publishedBy: integer('published_by').references(() => staffUser.id, { onDelete: 'set null' }),
  },
  (t) => [
    primaryKey({ columns: [t.seriesId, t.oddsVersion] }),
    check('box_odds_version_positive', sql`${t.oddsVersion} > 0`),
  ],
);

/** The record list: one row per draw, with its purchase and the prize's fulfilment. */
export const boxDraw = pgTable(
  'box_draw',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    drawNo: text('draw_no').notNull().unique().default(humanNumber('BX', 'box_draw_no_seq')),
    seriesId: integer('series_id')
      .notNull()
      .references(() => boxSeries.id),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customer.id),
    prizeId: integer('prize_id')
      .notNull()
      .references(() => boxPrize.id),
    skuId: integer('sku_id')
      .notNull()
      .references(() => productSku.id),
    /** The prize's product title and options when drawn. */
    prizeTitle: text('prize_title').notNull(),
    tier: text('tier').notNull(),
    displayValue: bigint('display_value', { mode: 'number' }).notNull(),
    oddsVersion: integer('odds_version').notNull(),
    /** The CSPRNG's value in [0, pool_size) and the Σ remaining it was drawn over. */
    roll: integer('roll').notNull(),
    poolSize: integer('pool_size').notNull(),
    guaranteeApplied: boolean('guarantee_applied').notNull().default(false),
    payMethod: text('pay_method').notNull(),
    cashAmount: bigint('cash_amount', { mode: 'number' }).notNull().default(0),
    pointsAmount: integer('points_amount').notNull().default(0),
    channel: text('channel').notNull().default('STAFF'),
    fulfilStatus: text('fulfil_status').notNull().default('TO_SHIP'),
    receiverName: text('receiver_name').notNull(),
    receiverPhone: text('receiver_phone').notNull(),
    receiverRegion: text('receiver_region').notNull(),
    receiverCity: text('receiver_city').notNull(),
    receiverLine: text('receiver_line').notNull(),
    receiverPostalCode: text('receiver_postal_code').notNull(),
    note: text('note').notNull().default(''),
    carrier: text('carrier'),
    trackingNo: text('tracking_no'),
    drawnAt: timestamp('drawn_at', { withTimezone: true }).notNull().defaultNow(),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    idempotencyKey: text('idempotency_key').unique(),
    requestHash: text('request_hash'),
    drawnBy: integer('drawn_by').references(() => staffUser.id, { onDelete: 'set null' }),
    version: integer('version').notNull().default(1),
    updatedBy: integer('updated_by').references(() => staffUser.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('box_draw_tier_known', sql`${t.tier} IN ('COMMON','RARE','HIDDEN')`),
    check('box_draw_fulfil_known', sql`${t.fulfilStatus} IN ('TO_SHIP','SHIPPED','COMPLETED')`),
    check('box_draw_channel_known', sql`${t.channel} IN ('STAFF','STOREFRONT')`),
    check(
      'box_draw_paid_once',
      sql`(${t.payMethod} = 'CASH' AND ${t.cashAmount} > 0 AND ${t.pointsAmount} = 0) OR (${t.payMethod} = 'POINTS' AND ${t.pointsAmount} > 0 AND ${t.cashAmount} = 0)`,
    ),
    check('box_draw_roll_in_pool', sql`${t.roll} >= 0 AND ${t.roll} < ${t.poolSize}`),
    check('box_draw_odds_published', sql`${t.oddsVersion} > 0`),
    index('box_draw_drawn_idx').on(t.drawnAt, t.id),
    index('box_draw_status_drawn_idx').on(t.fulfilStatus, t.drawnAt, t.id),
    index('box_draw_series_drawn_idx').on(t.seriesId, t.drawnAt, t.id),
    // The record list's box × tab pages and counts (0018, `npm run bench -- boxes`).
    index('box_draw_series_status_idx').on(t.seriesId, t.fulfilStatus, t.drawnAt, t.id),
    index('box_draw_series_customer_idx').on(t.seriesId, t.customerId, t.id),
    // A customer's (or a search's customers') pages and tab counts from the index alone: their
    // draws sorted, rather than the newest of all walked until 20 are theirs.
    index('box_draw_customer_idx').on(t.customerId, t.fulfilStatus, t.drawnAt, t.id),
    // The rare tiers' tab counts (a hidden prize is 1 draw in 20: its counts would read the heap).
    index('box_draw_rare_tier_idx')
      .on(t.tier, t.fulfilStatus, t.drawnAt, t.id)
      .where(sql`${t.tier} <> 'COMMON'`),
    // The few draws the guarantee gave: the record list's filter and the stats' count.
    index('box_draw_guarantee_idx')
      .on(t.seriesId, t.drawnAt, t.id, t.fulfilStatus, t.oddsVersion)
      .where(sql`${t.guaranteeApplied}`),
    index('box_draw_value_idx').on(t.displayValue, t.id),
    index('box_draw_prize_idx').on(t.prizeId, t.oddsVersion),
    index('box_draw_no_prefix_idx').on(sql`${t.drawNo} text_pattern_ops`),
  ],
);

// ---------------------------------------------------------------------------------------------
// Feeds and articles (issue 22; domain.md 1.9, 1.12, 2.1, 2.2). Posts and comments are written by a
// customer or a staff member (exactly one of the two ids); their counts on the post are kept by a
// trigger on feed_comment (migration 0019), so every writer (services, demo, bench) keeps them.

const feedAuthor = () => ({
  authorType: text('author_type').notNull(),
  customerId: integer('customer_id').references(() => customer.id),
  staffId: integer('staff_id').references(() => staffUser.id),
});
const feedAuthorChecks = (
  name: string,
  t: { authorType: AnyPgColumn; customerId: AnyPgColumn; staffId: AnyPgColumn },
) =>
  check(
    `${name}_author_one`,
    sql`(${t.authorType} = 'STAFF' AND ${t.staffId} IS NOT NULL AND ${t.customerId} IS NULL) OR (${t.authorType} = 'CUSTOMER' AND ${t.customerId} IS NOT NULL AND ${t.staffId} IS NULL)`,
  );

export const feedPost = pgTable(
  'feed_post',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ...feedAuthor(),
    content: text('content').notNull(),
    /** media_asset ids in the order shown (≤ 9). */
    imageIds: integer('image_ids').array().notNull().default(sql`'{}'`),
    /** product_spu ids the post links (≤ 10). */
    productIds: integer('product_ids').array().notNull().default(sql`'{}'`),
    status: text('status').notNull().default('DRAFT'),
    pinned: boolean('pinned').notNull().default(false),
    /** Blocked words found when the content was last written (config feed_blocked_words). */
    flaggedWords: text('flagged_words').array().notNull().default(sql`'{}'`),
    likeCount: integer('like_count').notNull().default(0),
    /** Published comments / comments waiting for review (trigger feed_comment_counts). */
    commentCount: integer('comment_count').notNull().default(0),
    pendingCommentCount: integer('pending_comment_count').notNull().default(0),
    rejectReason: text('reject_reason'),
    reviewedBy: integer('reviewed_by').references(() => staffUser.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    version: integer('version').notNull().default(1),
    updatedBy: integer('updated_by').references(() => staffUser.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    feedAuthorChecks('feed_post', t),
    check(
      'feed_post_status_known',
      sql`${t.status} IN ('DRAFT','PENDING_REVIEW','PUBLISHED','REJECTED','HIDDEN','DELETED')`,
    ),
    check('feed_post_images_max', sql`cardinality(${t.imageIds}) <= 9`),
    check('feed_post_products_max', sql`cardinality(${t.productIds}) <= 10`),
    check('feed_post_pinned_published', sql`NOT ${t.pinned} OR ${t.status} = 'PUBLISHED'`),
    check('feed_post_rejected_reason', sql`${t.status} <> 'REJECTED' OR ${t.rejectReason} IS NOT NULL`),
    check(
      'feed_post_counts_not_negative',
      sql`${t.commentCount} >= 0 AND ${t.pendingCommentCount} >= 0 AND ${t.likeCount} >= 0`,
    ),
    // The moderation queue (oldest first) and every tab's pages and capped counts.
    index('feed_post_status_created_idx').on(t.status, t.createdAt, t.id),
    index('feed_post_created_idx').on(t.createdAt, t.id),
    index('feed_post_customer_idx').on(t.customerId, t.createdAt, t.id),
    index('feed_post_staff_idx').on(t.staffId, t.createdAt, t.id),
    index('feed_post_products_idx').using('gin', t.productIds),
    index('feed_post_pinned_idx').on(t.createdAt).where(sql`${t.pinned}`),
    index('feed_post_flagged_idx')
      .on(t.status, t.createdAt, t.id)
      .where(sql`cardinality(${t.flaggedWords}) > 0`),
    // The queue's "with images" filter (30 % of posts): its page and every tab's capped count read
    // this index alone instead of fetching each post to look at its images (npm run bench -- feeds).
    index('feed_post_images_idx').on(t.status, t.createdAt, t.id).where(sql`cardinality(${t.imageIds}) > 0`),
  ],
);

export const feedComment = pgTable(
  'feed_comment',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    postId: integer('post_id')
      .notNull()
      .references(() => feedPost.id),
    ...feedAuthor(),
    content: text('content').notNull(),
    status: text('status').notNull().default('PENDING'),
    flaggedWords: text('flagged_words').array().notNull().default(sql`'{}'`),
    reviewedBy: integer('reviewed_by').references(() => staffUser.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    feedAuthorChecks('feed_comment', t),
    check('feed_comment_status_known', sql`${t.status} IN ('PENDING','PUBLISHED','SPAM','REMOVED')`),
    index('feed_comment_status_created_idx').on(t.status, t.createdAt, t.id),
    index('feed_comment_created_idx').on(t.createdAt, t.id),
    index('feed_comment_post_idx').on(t.postId, t.status, t.createdAt, t.id),
  ],
);

export const article = pgTable(
  'article',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    title: text('title').notNull(),
    slug: text('slug').notNull().unique(),
    coverId: integer('cover_id').references(() => mediaAsset.id),
    summary: text('summary').notNull().default(''),
    category: text('category').notNull(),
    tags: text('tags').array().notNull().default(sql`'{}'`),
    /** Sanitised on the way in (lib/rich-text.ts), as product descriptions are. */
    contentHtml: text('content_html').notNull().default(''),
    productIds: integer('product_ids').array().notNull().default(sql`'{}'`),
    status: text('status').notNull().default('DRAFT'),
    /** When a SCHEDULED article is due; the clock publishes it then (article-clock). */
    publishAt: timestamp('publish_at', { withTimezone: true }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    authorId: integer('author_id').references(() => staffUser.id, { onDelete: 'set null' }),
    viewCount: integer('view_count').notNull().default(0),
    /** The newest revision's number (article_revision). */
    revisionCount: integer('revision_count').notNull().default(1),
    version: integer('version').notNull().default(1),
    updatedBy: integer('updated_by').references(() => staffUser.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    check('article_status_known', sql`${t.status} IN ('DRAFT','SCHEDULED','PUBLISHED','UNPUBLISHED')`),
    check('article_category_known', sql`${t.category} IN ('STORY','GUIDE','NEWS','CARE','MAKER')`),
    check('article_slug_format', sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    check('article_scheduled_when', sql`${t.status} <> 'SCHEDULED' OR ${t.publishAt} IS NOT NULL`),
    check('article_published_when', sql`${t.status} <> 'PUBLISHED' OR ${t.publishedAt} IS NOT NULL`),
    check('article_tags_max', sql`cardinality(${t.tags}) <= 10`),
    check('article_products_max', sql`cardinality(${t.productIds}) <= 10`),
    index('article_updated_idx').on(t.updatedAt, t.id),
    index('article_status_updated_idx').on(t.status, t.updatedAt, t.id),
    // The clock's round: the scheduled articles that are due.
    index('article_due_idx').on(t.publishAt).where(sql`${t.status} = 'SCHEDULED'`),
    index('article_tags_idx').using('gin', t.tags),
    index('article_products_idx').using('gin', t.productIds),
  ],
);

/** Every save of an article, never changed: restore copies one forward as a new revision. */
export const articleRevision = pgTable(
  'article_revision',
  {
    articleId: integer('article_id')
      .notNull()
      .references(() => article.id, { onDelete: 'cascade' }),
    revision: integer('revision').notNull(),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    coverId: integer('cover_id').references(() => mediaAsset.id),
    summary: text('summary').notNull(),
    category: text('category').notNull(),
    tags: text('tags').array().notNull(),
    contentHtml: text('content_html').notNull(),
    productIds: integer('product_ids').array().notNull(),
    restoredFrom: integer('restored_from'),
    savedBy: integer('saved_by').references(() => staffUser.id, { onDelete: 'set null' }),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.articleId, t.revision] }),
    check('article_revision_positive', sql`${t.revision} > 0`),
  ],
);

// ---------------------------------------------------------------------------------------------
// The dashboard's rollups (issue 20, ADR 0011)

/**
 * Figures kept by the transactions that change the raw rows, without a hot row: statement-level
 * triggers (migration 0014) APPEND signed rows to each `*_delta` table, the compactor
 * (dashboard/rollup-compactor.ts) folds them into the keyed table, and readers sum the view
 * `<name>_all` (folded UNION ALL deltas) over their range. Buckets are UTC hours or UTC days, so the
 * shop's time zone may change without a rebuild; `rebuild_dashboard_rollups()` recomputes them all.
 */
const rollupHour = () => timestamp('hour', { withTimezone: true }).notNull();
const rollupDay = () => date('day', { mode: 'string' }).notNull();
const deltaId = () => bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity();
const salesValues = () => ({
  paidCount: integer('paid_count').notNull().default(0),
  paidAmount: bigint('paid_amount', { mode: 'number' }).notNull().default(0),
  refundCount: integer('refund_count').notNull().default(0),
  refundAmount: bigint('refund_amount', { mode: 'number' }).notNull().default(0),
});

/** Successful payments by the UTC hour of paid_at, and successful refunds by their created_at hour. */
export const salesHour = pgTable(
  'sales_hour',
  {
    hour: rollupHour(),
    bizType: text('biz_type').notNull(),
    channel: text('channel').notNull(),
    ...salesValues(),
  },
  (t) => [primaryKey({ columns: [t.hour, t.bizType, t.channel] })],
);
export const salesHourDelta = pgTable(
  'sales_hour_delta',
  {
    id: deltaId(),
    hour: rollupHour(),
    bizType: text('biz_type').notNull(),
    channel: text('channel').notNull(),
    ...salesValues(),
  },
  (t) => [index('sales_hour_delta_hour_idx').on(t.hour)],
);

/** New customers by the UTC hour of created_at. */
export const customerHour = pgTable('customer_hour', {
  hour: rollupHour().primaryKey(),
  created: integer('created').notNull().default(0),
});
export const customerHourDelta = pgTable(
  'customer_hour_delta',
  { id: deltaId(), hour: rollupHour(), created: integer('created').notNull().default(0) },
  (t) => [index('customer_hour_delta_hour_idx').on(t.hour)],
);

/**
 * Points by the UTC hour of the ledger row. issued: points granted (ORDER_EARN, a positive ADMIN
 * adjust) less the earnings refunds took back (ORDER_EARN_REVERSAL); redeemed: points spent on an
 * order or an exchange (ORDER_USE, EXCHANGE) less those given back (ORDER_USE_RETURN,
 * EXCHANGE_RETURN). Expiry and staff deductions are neither (ADR 0011).
 */
export const pointHour = pgTable('point_hour', {
  hour: rollupHour().primaryKey(),
  issued: bigint('issued', { mode: 'number' }).notNull().default(0),
  redeemed: bigint('redeemed', { mode: 'number' }).notNull().default(0),
});
export const pointHourDelta = pgTable(
  'point_hour_delta',
  {
    id: deltaId(),
    hour: rollupHour(),
    issued: bigint('issued', { mode: 'number' }).notNull().default(0),
    redeemed: bigint('redeemed', { mode: 'number' }).notNull().default(0),
  },
  (t) => [index('point_hour_delta_hour_idx').on(t.hour)],
);

/** Units and revenue of paid orders' lines (net of refunded quantities) by the UTC day of paid_at. */
export const productDay = pgTable(
  'product_day',
  {
    day: rollupDay(),
    productId: integer('product_id').notNull(),
    units: integer('units').notNull().default(0),
    revenue: bigint('revenue', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.productId] })],
);
export const productDayDelta = pgTable(
  'product_day_delta',
  {
    id: deltaId(),
    day: rollupDay(),
    productId: integer('product_id').notNull(),
    units: integer('units').notNull().default(0),
    revenue: bigint('revenue', { mode: 'number' }).notNull().default(0),
  },
  (t) => [index('product_day_delta_day_idx').on(t.day)],
);

/** Orders by the UTC day they were placed, their status and whether an after-sale is open (the tabs). */
export const orderDay = pgTable(
  'order_day',
  {
    day: rollupDay(),
    status: text('status').notNull(),
    refunding: boolean('refunding').notNull(),
    orders: integer('orders').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.status, t.refunding] })],
);
export const orderDayDelta = pgTable(
  'order_day_delta',
  {
    id: deltaId(),
    day: rollupDay(),
    status: text('status').notNull(),
    refunding: boolean('refunding').notNull(),
    orders: integer('orders').notNull().default(0),
  },
  (t) => [index('order_day_delta_day_idx').on(t.day)],
);
