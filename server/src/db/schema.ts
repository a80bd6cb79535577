/**
 * The database schema, in one place. drizzle-kit generates the migrations in `server/drizzle`
 * from this file (`npm run db:generate`); they are committed and applied at start-up.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
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
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
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
