import { Button, Empty, Flex, Result, Table } from 'antd';
import type { ColumnType } from 'antd/es/table';
import type { Key, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BulkBar } from './bulk-bar';
import { ColumnChooser } from './column-chooser';
import { sortFromTable, sortOrderOf } from './table-sort';
import { useColumnChoice } from './use-column-choice';

/** A column of a list: antd's column plus the sort field it orders by and whether it may hide. */
export interface ListColumn<Row> extends Omit<ColumnType<Row>, 'key' | 'title'> {
  key: string;
  title: string;
  /** The API sort field this column orders by; the column is sortable when set. */
  sortField?: string;
  /** False keeps the column out of the chooser (always shown). */
  hideable?: boolean;
}

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
  selection?: { rows: Row[]; onChange(rows: Row[]): void; actions: ReactNode; rowLabel(row: Row): string };
  /** Filters, left of the toolbar. */
  toolbar?: ReactNode;
  /** Buttons right of the toolbar (e.g. Export), before the column chooser. */
  extra?: ReactNode;
  /** What an empty list says (e.g. "No staff match these filters" and a Clear button). */
  empty: ReactNode;
}

/**
 * The list every area shows: server-side pages and sorting wired to the URL state, a column
 * chooser, row selection with a bulk bar, and the loading (previous rows kept), empty and error
 * (with Retry) states.
 */
export function ListTable<Row extends object>(props: ListTableProps<Row>) {
  const { t } = useTranslation('list');
  const { columns, query, state, selection } = props;
  const { hidden, toggle } = useColumnChoice(props.listId);

  const shown = columns
    .filter((c) => c.hideable === false || !hidden.includes(c.key))
    .map(({ sortField, hideable: _, ...column }) => ({
      ...column,
      ...(sortField ? { sorter: true, sortOrder: sortOrderOf(state.sort, sortField) } : {}),
    }));

  const toolbar = (
    <Flex gap={8} wrap align="center" justify="space-between" style={{ marginBottom: 12 }}>
      <Flex gap={8} wrap align="center">
        {props.toolbar}
      </Flex>
      <Flex gap={8} align="center">
        {props.extra}
        <ColumnChooser
          columns={columns.filter((c) => c.hideable !== false)}
          hidden={hidden}
          onToggle={toggle}
        />
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

  const keyOf = (row: Row) => row[props.rowKey] as Key;
  return (
    <>
      {toolbar}
      {selection ? (
        <BulkBar count={selection.rows.length} onClear={() => selection.onChange([])}>
          {selection.actions}
        </BulkBar>
      ) : null}
      <Table<Row>
        rowKey={props.rowKey}
        columns={shown}
        dataSource={query.data?.items ?? []}
        // The previous rows stay while the next page loads (keepPreviousData), under a spinner.
        loading={query.isFetching}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={props.empty} /> }}
        scroll={{ x: 'max-content' }}
        pagination={{
          current: state.page,
          pageSize: state.pageSize,
          total: query.data?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: [10, 20, 50, 100],
          showTotal: (total) => t('total', { count: total }),
        }}
        rowSelection={
          selection && {
            preserveSelectedRowKeys: true,
            selectedRowKeys: selection.rows.map(keyOf),
            onChange: (_keys, rows) => selection.onChange(rows.filter(Boolean)),
            getCheckboxProps: (row) => ({ 'aria-label': selection.rowLabel(row) }),
          }
        }
        onChange={(pagination, _filters, sorter, extra) => {
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
        }}
      />
    </>
  );
}
