import { act, cleanup, render, screen } from '@testing-library/react';
import { Button } from 'antd';
import { afterEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '../../stores/session-store';
import { apiUrl } from '../api';
import { ExportButton } from './export-button';
import { ListTable } from './list-table';

interface Row {
  id: number;
  name: string;
}

const rows: Row[] = [{ id: 1, name: 'One' }];
const query = {
  data: { items: rows, total: 1 },
  isFetching: false,
  isError: false,
  error: null,
  refetch() {},
};

function List() {
  return (
    <ListTable<Row>
      listId="gates"
      columns={[{ key: 'name', title: 'Name', dataIndex: 'name', role: 'identity' }]}
      query={query}
      rowKey="id"
      state={{ page: 1, pageSize: 20 }}
      onStateChange={() => {}}
      extra={<ExportButton url={apiUrl('exportOrders', { query: { q: 'mug' } })} />}
      selection={{
        rows: [],
        onChange() {},
        rowLabel: (row) => `Select ${row.name}`,
        actions: <Button>Bulk ship</Button>,
        operation: 'bulkShipOrders',
      }}
      empty="Nothing"
    />
  );
}

const holding = (permissions: string[]) => act(() => useSessionStore.setState({ permissions }));

afterEach(() => {
  cleanup();
  useSessionStore.setState({ permissions: [] });
});

describe("the list kit's buttons follow the member's permissions", () => {
  it('draws Export and the row selection for those who may export and ship in bulk', () => {
    holding(['order', 'order.export', 'order.bulk']);
    render(<List />);
    expect(screen.getByRole('button', { name: /Export$/ })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Select One' })).toBeTruthy();
  });

  it('leaves them out for those who may only read the list', () => {
    holding(['order']);
    render(<List />);
    expect(screen.getByText('One')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Export$/ })).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('follows a change of permissions (a role switch, a new user info) without a reload', () => {
    holding(['order']);
    render(<List />);
    expect(screen.queryByRole('button', { name: /Export$/ })).toBeNull();
    holding(['order', 'order.export']);
    expect(screen.getByRole('button', { name: /Export$/ })).toBeTruthy();
    // The selection is the bulk action's, which export alone does not grant.
    expect(screen.queryByRole('checkbox')).toBeNull();
  });
});
