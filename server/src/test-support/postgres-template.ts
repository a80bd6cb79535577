import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { migrationsFolder, openDatabase } from '../db/client.js';

/** A digest of every migration file: a changed or added migration gives a new template. */
export function migrationsHash(): string {
  const hash = createHash('sha256');
  for (const file of fs.readdirSync(migrationsFolder, { recursive: true }).map(String).sort()) {
    const full = path.join(migrationsFolder, file);
    if (fs.statSync(full).isFile()) hash.update(file).update(fs.readFileSync(full));
  }
  return hash.digest('hex').slice(0, 16);
}

const TEMPLATE_PREFIX = 'shop_test_tpl_';
/**
 * Held shared while a database is copied from a template, exclusively while templates are built
 * or dropped: an old template is never dropped under a copy. Advisory locks live in the admin
 * URL's database, which every test run shares.
 */
const TEMPLATE_LOCK_KEY = 7_305_914_023;

export function urlOfDatabase(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function templateExists(admin: pg.Client, name: string): Promise<boolean> {
  return ((await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount ?? 0) > 0;
}

/**
 * Builds the template under a temporary name and renames it when whole, so a run killed mid-way
 * leaves no half-migrated template behind; templates of other migrations are dropped first.
 */
async function buildTemplate(admin: pg.Client, adminUrl: string, name: string): Promise<void> {
  const old = await admin.query<{ datname: string }>(
    'SELECT datname FROM pg_database WHERE datname LIKE $1',
    [`${TEMPLATE_PREFIX}%`],
  );
  for (const { datname } of old.rows) {
    if (datname !== name) await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
  }
  const building = `${name}_building`;
  await admin.query(`CREATE DATABASE "${building}"`);
  const database = await openDatabase({
    kind: 'postgres',
    url: urlOfDatabase(adminUrl, building),
    poolSize: 1,
  });
  await database.close();
  // No session may stay on a template (a copy refuses to start while one does).
  await admin.query(`ALTER DATABASE "${building}" RENAME TO "${name}"`);
  await admin.query(`ALTER DATABASE "${name}" WITH ALLOW_CONNECTIONS false`);
}

/**
 * A new database on the TEST_DATABASE_URL server holding every migration, copied from a migrated
 * template (tens of milliseconds) instead of migrated afresh (half a second to several, on a busy
 * two-core machine, for each of the ~100 PostgreSQL test files). The first caller builds the
 * template; callers racing it wait on the lock, then copy.
 */
export async function createMigratedDatabase(adminUrl: string, prefix: string): Promise<string> {
  const template = `${TEMPLATE_PREFIX}${migrationsHash()}`;
  const name = `${prefix}_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    for (;;) {
      await admin.query('SELECT pg_advisory_lock_shared($1)', [TEMPLATE_LOCK_KEY]);
      try {
        if (await templateExists(admin, template)) {
          await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
          return name;
        }
      } finally {
        await admin.query('SELECT pg_advisory_unlock_shared($1)', [TEMPLATE_LOCK_KEY]);
      }
      await admin.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK_KEY]);
      try {
        if (!(await templateExists(admin, template))) {
          await admin.query(`DROP DATABASE IF EXISTS "${template}_building" WITH (FORCE)`);
          await buildTemplate(admin, adminUrl, template);
        }
      } finally {
        await admin.query('SELECT pg_advisory_unlock($1)', [TEMPLATE_LOCK_KEY]);
      }
    }
  } finally {
    await admin.end();
  }
}

/** Drops a test's database, even with sessions still open on it. */
export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  const dropper = new pg.Client({ connectionString: adminUrl });
  await dropper.connect();
  try {
    await dropper.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  } finally {
    await dropper.end();
  }
}
