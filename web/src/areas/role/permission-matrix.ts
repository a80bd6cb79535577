import {
  type ActionPermission,
  actionPermissions,
  permissions as catalogue,
  normalisePermissions,
  type PagePermission,
  type Permission,
  pagePermissions,
} from '@shop/contract/permissions';

/** One row of the role editor's matrix: a page and the actions within it. */
export interface MatrixRow {
  page: PagePermission;
  actions: ActionPermission[];
}

/** The catalogue as the matrix shows it: every page in menu order, its actions beside it. */
export const matrixRows: readonly MatrixRow[] = pagePermissions.map((page) => ({
  page,
  actions: (Object.keys(actionPermissions) as ActionPermission[]).filter(
    (a) => actionPermissions[a] === page,
  ),
}));

/** The verbs of the actions (`refund`, `export`…): each names its action on screen. */
export type ActionVerb = ActionPermission extends `${string}.${infer Verb}` ? Verb : never;

/** An action's verb: `order.refund` → `refund`. */
export function verbOf(action: ActionPermission): ActionVerb {
  return action.slice(action.indexOf('.') + 1) as ActionVerb;
}

/**
 * Ticks or unticks one permission. Unticking a page drops its actions too (an action counts only
 * with its page), so what is shown is what the server will keep.
 */
export function toggle(value: readonly string[], permission: Permission, on: boolean): Permission[] {
  const set = new Set(value);
  if (on) set.add(permission);
  else {
    set.delete(permission);
    const row = matrixRows.find((r) => r.page === permission);
    for (const action of row?.actions ?? []) set.delete(action);
  }
  return normalisePermissions(set);
}

/**
 * The "select all" box: ticks every permission `grantable` allows, or unticks them; what the
 * caller may not grant stays as it was (they can neither add nor take it from here).
 */
export function toggleAll(
  value: readonly string[],
  on: boolean,
  grantable: (p: Permission) => boolean = () => true,
): Permission[] {
  const set = new Set(value);
  return normalisePermissions(catalogue.filter((p) => (grantable(p) ? on : set.has(p))));
}

/** The "select all" box's state: all ticked, some (indeterminate), or none. */
export function allState(value: readonly string[]): 'all' | 'some' | 'none' {
  const ticked = normalisePermissions(value).length;
  if (ticked === 0) return 'none';
  return ticked === catalogue.length ? 'all' : 'some';
}

/** An action's box is live only while its page is ticked. */
export function actionEnabled(value: readonly string[], action: ActionPermission): boolean {
  return value.includes(actionPermissions[action]);
}
