import { areaOfEntity, isAuditEntity, knownActionOf } from '@shop/contract/areas/audit-codes';
import type { TFunction } from 'i18next';
import { actionLabelKeys, areaLabelKeys, entityLabelKeys } from '../../lib/labels/audit-labels';

type T = TFunction<'audit'>;

/** An action's name: its label, "Undo: …" for an undone bulk action, else its code as written. */
export function actionText(t: T, action: string): string {
  const known = knownActionOf(action);
  if (!known) return action;
  const label = t(actionLabelKeys[known.action]);
  return known.undone ? t('undone', { action: label }) : label;
}

/** The kind of record a table holds ("Order"), or the table's name for one the log does not know. */
export function entityText(t: T, entity: string): string {
  return isAuditEntity(entity) ? t(entityLabelKeys[entity]) : entity;
}

/** The area of a table's changes, or '—' for a table the log does not know. */
export function areaText(t: T, entity: string): string {
  const area = areaOfEntity(entity);
  return area ? t(areaLabelKeys[area]) : '—';
}

/** "Order 12": the record a change was about. */
export function recordText(t: T, entity: string, entityId: string): string {
  return `${entityText(t, entity)} ${entityId}`;
}
