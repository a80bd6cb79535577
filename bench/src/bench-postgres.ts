import pg from 'pg';

/**
 * The local PostgreSQL server the benches make their own databases on (`BENCH_DATABASE_URL`,
 * default the trust-auth server at 127.0.0.1): statements on its admin database, and the URL of a
 * database on it by name.
 */
export const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** One statement on the admin database, over a connection of its own (CREATE/DROP DATABASE). */
export async function adminQuery(statement: string): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 2000 });
  await client.connect();
  try {
    return await client.query(statement);
  } finally {
    await client.end();
  }
}

/** The URL of database `name` on the same server. */
export function databaseUrl(name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
