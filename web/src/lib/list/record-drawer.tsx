import type { UseQueryResult } from '@tanstack/react-query';
import { Alert, Button, Drawer, Result, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import type { EditDrawer } from './edit-drawer-url';

export interface RecordDrawerTexts {
  /** The drawer's title before the record is read. */
  loading: string;
  /** The record could not be read at all. */
  loadFailed: string;
  /** A re-read failed while the last one is still shown. */
  refreshFailed: string;
  retry: string;
}

/**
 * The drawer of one record named in the address (`?order=<id>`): a skeleton while it is read, a
 * retry when it cannot be, and the record once the query holds that very id (a cached answer for
 * the previous id never shows under the new one's title). A failed refresh keeps the record shown
 * under a warning.
 */
export function RecordDrawer<T extends { id: number }>({
  drawer,
  query,
  title,
  size,
  texts,
  children,
}: {
  drawer: EditDrawer;
  query: UseQueryResult<T>;
  title: (record: T) => ReactNode;
  size: number;
  texts: RecordDrawerTexts;
  children: (record: T) => ReactNode;
}) {
  const record = query.data?.id === drawer.id ? query.data : undefined;
  let body: ReactNode;
  if (record) body = children(record);
  else if (query.isError)
    body = (
      <Result
        status="warning"
        title={texts.loadFailed}
        subTitle={query.error.message}
        extra={<Button onClick={() => void query.refetch()}>{texts.retry}</Button>}
      />
    );
  else body = <Skeleton active />;
  return (
    <Drawer
      open={drawer.id !== undefined}
      onClose={drawer.close}
      title={record ? title(record) : texts.loading}
      size={size}
      destroyOnHidden
    >
      {record && query.isError ? (
        <Alert type="warning" showIcon style={{ marginBottom: 12 }} title={texts.refreshFailed} />
      ) : null}
      {body}
    </Drawer>
  );
}
