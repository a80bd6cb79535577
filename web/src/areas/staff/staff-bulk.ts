import type { StaffListItem } from '@shop/contract/areas/staff';
import { isStaleVersion } from '../../lib/list/stale-version';
import { updateStaff } from './staff.queries';

export interface BulkOutcome {
  /** Rows asked to change (those already in the wanted state are left out). */
  asked: StaffListItem[];
  updated: StaffListItem[];
  /** Changed by someone else since the list was read: not touched. */
  stale: StaffListItem[];
  /** Refused for another reason (e.g. disabling yourself), with the server's message. */
  failed: { row: StaffListItem; reason: string }[];
}

/**
 * Disables or enables rows one PATCH each, every one at the version the list showed, so a row
 * someone changed meanwhile is reported rather than overwritten.
 */
export async function setDisabled(rows: readonly StaffListItem[], disabled: boolean): Promise<BulkOutcome> {
  const asked = rows.filter((row) => row.disabled !== disabled);
  const results = await Promise.allSettled(
    asked.map((row) => updateStaff(row.id, { version: row.version, disabled }, { quiet: true })),
  );
  const outcome: BulkOutcome = { asked, updated: [], stale: [], failed: [] };
  results.forEach((result, index) => {
    const row = asked[index];
    if (!row) return;
    if (result.status === 'fulfilled') outcome.updated.push(result.value);
    else if (isStaleVersion(result.reason)) outcome.stale.push(row);
    else outcome.failed.push({ row, reason: result.reason instanceof Error ? result.reason.message : '' });
  });
  return outcome;
}
