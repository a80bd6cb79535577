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
  index,
  integer,
  jsonb,
  pgTable,
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
    roles: text('roles').array().notNull(),
    disabled: boolean('disabled').notNull().default(false),
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
    check('staff_user_roles_known', sql`${t.roles} <@ ARRAY['developer','admin','editor']::text[]`),
    check('staff_user_roles_not_empty', sql`cardinality(${t.roles}) > 0`),
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
    check('auth_state_kind_known', sql`${t.kind} IN ('password','qr')`),
    check(
      'auth_state_status_known',
      sql`${t.status} IN ('PENDING','SCANNED','CONFIRMED','CONSUMED','EXPIRED')`,
    ),
  ],
);

/** Failed password attempts, counted per account and per address to slow guessing. */
export const loginFailure = pgTable(
  'login_failure',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    username: text('username').notNull(),
    ip: text('ip').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('login_failure_username_at_idx').on(t.username, t.at),
    index('login_failure_ip_at_idx').on(t.ip, t.at),
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
