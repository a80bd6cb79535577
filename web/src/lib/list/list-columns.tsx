import type { ColumnType } from 'antd/es/table';
import { EllipsisText } from './ellipsis-text';
import { sortOrderOf } from './table-sort';

/**
 * What a column is to its list, so areas declare intent rather than repeat antd props:
 * - `identity` names the record (its number, title, key): pinned left, always shown;
 * - `actions` holds the row's buttons: pinned right, always shown, so they never scroll away;
 * - `secondary` starts hidden, behind the column chooser, until the user shows it;
 * - unset: a primary column, shown until the user hides it.
 */
export type ColumnRole = 'identity' | 'actions' | 'secondary';

/** A column of a list: antd's column plus the sort field it orders by and what it is to the list. */
export interface ListColumn<Row> extends Omit<ColumnType<Row>, 'key' | 'title'> {
  key: string;
  title: string;
  /** The API sort field this column orders by; the column is sortable when set. */
  sortField?: string;
  role?: ColumnRole;
  /** False keeps the column out of the chooser (always shown); identity and actions columns are. */
  hideable?: boolean;
  /**
   * Cell content wider than this many pixels ends in "…" with the whole of it in a tooltip,
   * rather than widening the table (titles, notes, references).
   */
  maxWidth?: number;
}

/** Whether the user may hide the column from the chooser. */
export const isHideable = <Row,>(column: ListColumn<Row>): boolean =>
  column.hideable !== false && column.role !== 'identity' && column.role !== 'actions';

/** The columns a list hides until the user shows them. */
export const secondaryKeys = <Row,>(columns: readonly ListColumn<Row>[]): string[] =>
  columns.filter((c) => c.role === 'secondary').map((c) => c.key);

/**
 * The kit's columns as antd's: actions pinned right, the identity pinned left together with the
 * columns before it (antd pins only from the edge), long content cut at `maxWidth`. A list passes
 * its sort (`field:order`, undefined for its default) to make the sort fields' columns sortable;
 * a plain table (a drawer's) passes nothing.
 */
export function tableColumns<Row>(
  columns: readonly ListColumn<Row>[],
  sorting?: { sort: string | undefined },
): ColumnType<Row>[] {
  const identityAt = columns.findIndex((c) => c.role === 'identity');
  return columns.map(({ sortField, role, hideable: _, maxWidth, ...column }, index) => {
    const fixed = role === 'actions' ? 'right' : index <= identityAt ? 'left' : column.fixed;
    const cut: Partial<ColumnType<Row>> =
      maxWidth === undefined
        ? {}
        : {
            render: (value, row, rowIndex) => (
              <EllipsisText maxWidth={maxWidth}>
                {column.render ? column.render(value, row, rowIndex) : value}
              </EllipsisText>
            ),
          };
    return {
      ...column,
      ...cut,
      ...(fixed ? { fixed } : {}),
      ...(sortField && sorting ? { sorter: true, sortOrder: sortOrderOf(sorting.sort, sortField) } : {}),
    };
  });
}
