import { Button, Empty, Flex, Result, Table } from 'antd';
import type { Key, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
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
 * chooser (secondary columns start hidden), row selection with a bulk bar, and the loading
 * (previous rows kept), empty and error (with Retry) states. Its record's identity and its row
 * actions stay pinned at the edges when the user shows more columns than fit.
 */
export function ListTable<Row extends object>(props: ListTableProps<Row>) {
  const { t } = useTranslation('list');
  const { columns, query, state, selection } = props;
  const { hidden, toggle, reset } = useColumnChoice(props.listId, secondaryKeys(columns));

  const shown = tableColumns(
    columns.filter((c) => !isHideable(c) || !hidden.includes(c.key)),
    { sort: state.sort },
  );

  const toolbar = (
    <Flex gap={8} wrap align="center" justify="space-between" style={{ marginBottom: 12 }}>
      <Flex gap={8} wrap align="center">
        {props.toolbar}
      </Flex>
      <Flex gap={8} align="center">
        {props.extra}
        <ColumnChooser
          columns={columns.filter(isHideable)}
          hidden={hidden}
          onToggle={toggle}
          onReset={reset}
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
            // Pinned with the identity, or it would scroll under it.
            fixed: shown[0]?.fixed === 'left',
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
