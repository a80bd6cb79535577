import { Input, Table } from 'antd';
import { type Key, StrictMode, useEffect, useMemo, useState } from 'react';
import { createRoot } from 'react-dom/client';

/**
 * The interactions bench's baseline: the least an antd list page can be (no router, URL state,
 * query cache, i18n or layout), built with the same React, antd and Vite as the console. It shows
 * the rows the bench read off the console's Orders table (`table.json`, written beside this page):
 * the same headers, the same cell texts, a checkbox column, pages of the same size and total, and
 * a search box applied after the same 300 ms pause in typing.
 */
interface TableJson {
  titles: string[];
  /** Cell texts of the rows of pages 1, 2, …, in order. */
  rows: string[][];
  pageSize: number;
  total: number;
}

const TYPING_PAUSE_MS = 300;

function BareTable({ data }: { data: TableJson }) {
  const [page, setPage] = useState(1);
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const [selected, setSelected] = useState<Key[]>([]);

  useEffect(() => {
    const timer = setTimeout(() => setQ(text.trim()), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const columns = useMemo(
    () =>
      data.titles.map((title, i) => ({
        key: String(i),
        title,
        render: (_: unknown, row: { cells: string[] }) => row.cells[i],
      })),
    [data.titles],
  );
  const all = useMemo(() => data.rows.map((cells, i) => ({ key: i, cells })), [data.rows]);
  const matching = useMemo(
    () => (q ? all.filter((row) => row.cells.some((cell) => cell.includes(q))) : all),
    [all, q],
  );
  // Pages past the rows read repeat them: the pager offers as many pages as the console's.
  const start = ((page - 1) * data.pageSize) % Math.max(1, matching.length);
  const rows = matching.slice(start, start + data.pageSize);

  return (
    <div style={{ padding: 24 }}>
      <Input.Search
        aria-label="Search"
        allowClear
        value={text}
        onChange={(e) => setText(e.target.value)}
        style={{ width: 240, marginBottom: 12 }}
      />
      <Table
        columns={columns}
        dataSource={rows}
        scroll={{ x: 'max-content' }}
        rowSelection={{ selectedRowKeys: selected, onChange: setSelected }}
        pagination={{
          current: page,
          pageSize: data.pageSize,
          total: q ? matching.length : data.total,
          showSizeChanger: true,
          pageSizeOptions: [10, 20, 50, 100],
          showTotal: (total) => `Total ${total}`,
          onChange: setPage,
        }}
      />
    </div>
  );
}

const container = document.getElementById('app');
if (!container) throw new Error('index.html has no #app element');
void fetch('./table.json')
  .then((response) => response.json() as Promise<TableJson>)
  .then((data) =>
    createRoot(container).render(
      <StrictMode>
        <BareTable data={data} />
      </StrictMode>,
    ),
  );
