import type { OperationId } from '@shop/contract/api';
import { Button, Empty, Flex, Result, Table, type TableProps } from 'antd';
import { type Key, type ReactNode, useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { canCall, usePermissions } from '../permissions';
import { BulkBar } from './bulk-bar';
import { ColumnChooser } from './column-chooser';
import { isHideable, type ListColumn, secondaryKeys, tableColumns } from './list-columns';
import { sortFromTable } from './table-sort';
import { useColumnChoice } from './use-column-choice';

export type { ColumnRole, ListColumn } from './list-columns';

/** What a list query gives the table (TanStack's query result fits). */
export interface ListQueryState<Row> {
  data: { items: Row[]; total: number } | undefined;
  isFetching: boolean;
  isError: boolean;
  error: Error | null;
  refetch(): unknown;
}

export interface ListState {
  page: number;
  pageSize: number;
  sort?: string | undefined;
}

export interface ListTableProps<Row extends object> {
  /** Names the list in localStorage (column choice). */
  listId: string;
  columns: ListColumn<Row>[];
  query: ListQueryState<Row>;
  rowKey: keyof Row & string;
  state: ListState;
  /** A page, page size or sort change; `sort: undefined` asks for the list's default. */
  onStateChange(patch: Partial<ListState>): void;
  /** Row selection: the selected rows (kept across pages) and the bulk actions they enable. */
  selection?: {
    rows: Row[];
    onChange(rows: Row[]): void;
    actions: ReactNode;
    rowLabel(row: Row): string;
    /** The bulk actions' endpoint: staff without its access get no checkboxes and no bar. */
    operation?: OperationId;
  };
  /** Filters, left of the toolbar. */
  toolbar?: ReactNode;
  /** Buttons right of the toolbar (e.g. Export), before the column chooser. */
  extra?: ReactNode;
  /** What an empty list says (e.g. "No staff match these filters" and a Clear button). */
  empty: ReactNode;
  /** A row's own attributes (a keyboard queue marks its focused row `aria-selected`). */
  onRow?: TableProps<Row>['onRow'];
}

/** The same object on every render, so antd's table does not take it for a change. */
const SCROLL = { x: 'max-content' } as const;
const NO_ROWS: never[] = [];
const PAGE_SIZES = [10, 20, 50, 100];
const SORTER_TOOLTIP = { target: 'sorter-icon' } as const;
/** With rows shown the empty text is not drawn: one locale then, whatever the page's own empty is. */
const ROWS_SHOWN_LOCALE = {};

/**
 * The latest value of something a page builds anew on each render (an inline handler), read by a
 * callback that keeps its identity: the table's cells then stay as they were.
 */
function useLatest<T>(value: T): { readonly current: T } {
  const ref = useRef(value);
  useLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}

/**
 * The list every area shows: server-side pages and sorting wired to the URL state, a column
 * chooser (secondary columns start hidden), row selection with a bulk bar, and the loading
 * (previous rows kept), empty and error (with Retry) states. Its record's identity and its row
 * actions stay pinned at the edges when the user shows more columns than fit.
 */
export function ListTable<Row extends object>(props: ListTableProps<Row>) {
  const { t } = useTranslation('list');
  const { columns, query, state } = props;
  const permissions = usePermissions();
  const operation = props.selection?.operation;
  const selection = !operation || canCall(permissions, operation) ? props.selection : undefined;
  const { hidden, toggle, reset } = useColumnChoice(props.listId, secondaryKeys(columns));

  // Every prop handed to antd's table keeps its identity while what it says is the same: a new
  // column, render function or selection object makes the table draw every cell again, which on
  // a page change (several renders: the address, the placeholder rows, the answer) adds up.
  const shown = useMemo(
    () =>
      tableColumns(
        columns.filter((c) => !isHideable(c) || !hidden.includes(c.key)),
        { sort: state.sort },
      ),
    [columns, hidden, state.sort],
  );
  const hideable = useMemo(() => columns.filter(isHideable), [columns]);
  const latest = useLatest({ props, columns, state });

  const total = query.data?.total ?? 0;
  const pagination = useMemo(
    () => ({
      current: state.page,
      pageSize: state.pageSize,
      total,
      showSizeChanger: true,
      pageSizeOptions: PAGE_SIZES,
      showTotal: (count: number) => t('total', { count }),
    }),
    [state.page, state.pageSize, total, t],
  );

  const rowKey = props.rowKey;
  const selectedRows = selection?.rows;
  const fixedSelection = shown[0]?.fixed === 'left';
  // biome-ignore lint/correctness/useExhaustiveDependencies: `t` changes with the language, and with it the checkboxes' labels (rowLabel is read late)
  const rowSelection = useMemo<TableProps<Row>['rowSelection']>(
    () =>
      selectedRows && {
        // Pinned with the identity, or it would scroll under it.
        fixed: fixedSelection,
        preserveSelectedRowKeys: true,
        selectedRowKeys: selectedRows.map((row) => row[rowKey] as Key),
        onChange: (_keys, rows) => latest.current.props.selection?.onChange(rows.filter(Boolean)),
        getCheckboxProps: (row) => ({ 'aria-label': latest.current.props.selection?.rowLabel(row) }),
      },
    [selectedRows, fixedSelection, rowKey, latest, t],
  );

  const onChange = useCallback<NonNullable<TableProps<Row>['onChange']>>(
    (pagination, _filters, sorter, extra) => {
      const { props, columns, state } = latest.current;
      if (extra.action === 'sort') {
        const one = Array.isArray(sorter) ? sorter[0] : sorter;
        const column = columns.find((c) => c.key === one?.columnKey);
        props.onStateChange({ sort: sortFromTable(column?.sortField, one?.order) });
      } else if (extra.action === 'paginate') {
        const pageSize = pagination.pageSize ?? state.pageSize;
        // A new page size starts again at page 1.
        const page = pageSize === state.pageSize ? (pagination.current ?? 1) : 1;
        props.onStateChange({ page, pageSize });
      }
    },
    [latest],
  );

  const toolbar = (
    <Flex gap={8} wrap align="center" justify="space-between" style={{ marginBottom: 12 }}>
      <Flex gap={8} wrap align="center">
        {props.toolbar}
      </Flex>
      <Flex gap={8} align="center">
        {props.extra}
        <ColumnChooser columns={hideable} hidden={hidden} onToggle={toggle} onReset={reset} />
      </Flex>
    </Flex>
  );

  if (query.isError && !query.data) {
    return (
      <>
        {toolbar}
        <Result
          status="error"
          title={t('loadFailed')}
          subTitle={query.error?.message}
          extra={
            <Button type="primary" onClick={() => void query.refetch()}>
              {t('retry')}
            </Button>
          }
        />
      </>
    );
  }

  const rows = query.data?.items ?? NO_ROWS;
  return (
    <>
      {toolbar}
      {selection ? (
        <BulkBar count={selection.rows.length} onClear={() => selection.onChange([])}>
          {selection.actions}
        </BulkBar>
      ) : null}
      <Table<Row>
        rowKey={rowKey}
        columns={shown}
        dataSource={rows}
        // The previous rows stay while the next page loads (keepPreviousData), under a spinner.
        loading={query.isFetching}
        locale={
          rows.length > 0
            ? ROWS_SHOWN_LOCALE
            : { emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={props.empty} /> }
        }
        scroll={SCROLL}
        // "Click to sort" shows over the sort arrows only: over the whole header it stayed open
        // after a click on the title (the header no longer drawn again under the pointer) and
        // covered the toolbar's buttons above it.
        showSorterTooltip={SORTER_TOOLTIP}
        pagination={pagination}
        rowSelection={rowSelection}
        onChange={onChange}
        onRow={props.onRow}
      />
    </>
  );
}
