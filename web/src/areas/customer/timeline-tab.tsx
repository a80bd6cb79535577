import type { CustomerTimelineEntry } from '@shop/contract/areas/customer';
import { useQuery } from '@tanstack/react-query';
import { Empty, Flex, Pagination, Spin, Timeline, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { drawerLink } from '../../app/page-links';
import { formatDateTime } from '../../lib/time';
import { customerTimelineOptions } from './customer.queries';
import { timelineText } from './timeline-text';

const PAGE_SIZE = 10;

function Entry({ entry }: { entry: CustomerTimelineEntry }) {
  const { t, i18n } = useTranslation('customer');
  const { title, detail } = timelineText(entry, t, i18n.language);
  return (
    <Flex vertical gap={2}>
      <span>
        <Typography.Text strong>{title}</Typography.Text>
        {entry.orderId !== null && entry.orderNo ? (
          <>
            {' · '}
            <Link to={drawerLink('Orders', entry.orderId)}>{entry.orderNo}</Link>
          </>
        ) : null}
      </span>
      {detail ? <Typography.Text>{detail}</Typography.Text> : null}
      <Typography.Text type="secondary">
        {t('byWhoWhen', {
          who: entry.actorName ?? t('system'),
          when: formatDateTime(entry.at, i18n.language),
        })}
      </Typography.Text>
    </Flex>
  );
}

/** The Timeline tab: the customer's order events and staff edits, newest first, with who and when. */
export function TimelineTab({ customerId }: { customerId: number }) {
  const { t } = useTranslation('customer');
  const [page, setPage] = useState(1);
  const timeline = useQuery(customerTimelineOptions(customerId, page, PAGE_SIZE));
  const items = timeline.data?.items ?? [];
  if (items.length === 0)
    return timeline.isFetching ? (
      <Spin />
    ) : (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={timeline.isError ? t('timelineFailed') : t('noTimeline')}
      />
    );
  return (
    <Spin spinning={timeline.isFetching}>
      <Timeline items={items.map((entry) => ({ key: entry.key, content: <Entry entry={entry} /> }))} />
      <Pagination
        align="end"
        size="small"
        current={page}
        pageSize={PAGE_SIZE}
        total={timeline.data?.total ?? 0}
        onChange={setPage}
        hideOnSinglePage
      />
    </Spin>
  );
}
