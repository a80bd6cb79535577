import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { SignInTable } from '../../components/sign-in-table';
import { call } from '../../lib/api';
import { staffKeys } from '../../lib/resource-keys';

const PAGE_SIZE = 10;

/** The staff drawer's Sign-ins tab: the member's attempts, newest first, a page at a time. */
export function StaffSignIns({ staffId }: { staffId: number }) {
  const [page, setPage] = useState(1);
  const signIns = useQuery({
    queryKey: [...staffKeys.detail(staffId), 'signIns', page],
    queryFn: () =>
      call('listStaffSignIns', { params: { id: staffId }, query: { page, pageSize: PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });
  return (
    <SignInTable
      items={signIns.data?.items}
      loading={signIns.isFetching}
      pagination={{
        current: page,
        pageSize: PAGE_SIZE,
        total: signIns.data?.total ?? 0,
        onChange: setPage,
        showSizeChanger: false,
        hideOnSinglePage: true,
        size: 'small',
      }}
    />
  );
}
