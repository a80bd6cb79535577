/** Both drivers answer raw SQL (`db.execute`) with `rows`; the shared Db type does not say so. */
export const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** node-postgres answers `rowCount`, PGlite `affectedRows`. */
export function affectedRows(result: unknown): number {
  const r = result as { rowCount?: number | null; affectedRows?: number };
  return r.rowCount ?? r.affectedRows ?? 0;
}
