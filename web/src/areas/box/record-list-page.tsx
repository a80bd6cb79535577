import {
  BOX_DRAW_COUNT_CAP,
  type BoxDrawListItem,
  type BoxFulfilStatus,
  boxDrawFilters,
  boxDrawListQuery,
  boxFulfilStatuses,
} from '@shop/contract/areas/box';
import { useQuery } from '@tanstack/react-query';
import { Card, Tabs, Typography } from 'antd';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { drawerParamOf } from '../../app/page-links';
import { apiUrl } from '../../lib/api';
import { fulfilLabelKeys } from '../../lib/labels/record-labels';
import { useEditDrawer } from '../../lib/list/edit-drawer-url';
import { ExportButton } from '../../lib/list/export-button';
import { exportParamsOf } from '../../lib/list/filter-params';
import { ListEmpty } from '../../lib/list/list-empty';
import { type ListColumn, ListTable } from '../../lib/list/list-table';
import { type UpdateOptions, useListParams } from '../../lib/list/use-list-params';
import { formatNumber } from '../../lib/number-format';
import { useMoney } from '../../lib/use-money';
import { drawListOptions, type RecordListParams } from './record.queries';
import { OddsPanel } from './record-chart';
import { useRecordColumns } from './record-columns';
import { DrawDrawer } from './record-drawer';
import { RecordFilters } from './record-filters';

type ShownTab = BoxFulfilStatus | 'ALL';
/** To ship, shipped, completed, then all. */
const shownTabs: ShownTab[] = [...boxFulfilStatuses, 'ALL'];

/**
 * `/record/index`: every box draw by fulfilment tab with counts, searched, filtered, sorted and
 * paged in the URL, exported as CSV; each draw in a drawer of its own (`?draw=<id>`) with Ship and
 * Complete. Filtered to one box, the disclosed odds stand beside the observed frequencies.
 * The list is drawn apart from the drawer, so opening a draw does not draw the table again.
 */
export function RecordListPage() {
  const { params, update, reset } = useListParams(boxDrawListQuery);
  const drawer = useEditDrawer(drawerParamOf('RecordList'));
  const columns = useRecordColumns(drawer, useMoney());
  return (
    <>
      <RecordList params={params} update={update} reset={reset} columns={columns} />
      <DrawDrawer drawer={drawer} />
    </>
  );
}

interface RecordListProps {
  params: RecordListParams;
  update(patch: Partial<RecordListParams>, options?: UpdateOptions): void;
  reset(): void;
  columns: ListColumn<BoxDrawListItem>[];
}

const RecordList = memo(function RecordList({ params, update, reset, columns }: RecordListProps) {
  const { t } = useTranslation('record');
  const { t: routeTitle } = useTranslation('route');
  const answer = useQuery(drawListOptions(params));
  // The spinner shows while the previous page stands in for the next.
  const query = { ...answer, isFetching: answer.isPlaceholderData };
  const filters = exportParamsOf(boxDrawFilters, params);
  const { sort: _sort, tab: _tab, ...narrowing } = filters;
  const counts = answer.data?.counts;

  return (
    <Card>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {routeTitle('recordList')}
      </Typography.Title>
      {params.seriesId === undefined ? null : <OddsPanel key={params.seriesId} seriesId={params.seriesId} />}
      <Tabs
        activeKey={params.tab ?? 'ALL'}
        onChange={(key) => update({ tab: key === 'ALL' ? undefined : (key as BoxFulfilStatus) })}
        items={shownTabs.map((tab) => {
          const label = tab === 'ALL' ? t('tabAll') : t(fulfilLabelKeys[tab]);
          const count = counts?.[tab];
          if (count === undefined) return { key: tab, label };
          // A count that reached the cap means "at least": the server stopped counting there.
          const n =
            count >= BOX_DRAW_COUNT_CAP ? t('countAtLeast', { n: formatNumber(count) }) : formatNumber(count);
          return { key: tab, label: t('tabCount', { label, n }) };
        })}
      />
      {answer.data?.totalCapped ? (
        <Typography.Paragraph type="secondary">
          {t('totalCapped', { rows: formatNumber(answer.data.total) })}
        </Typography.Paragraph>
      ) : null}
      <ListTable<BoxDrawListItem>
        listId="boxDraws"
        columns={columns}
        query={query}
        rowKey="id"
        state={params}
        // The table's sort values come from the columns' sort fields, so they are the contract's.
        onStateChange={(patch) => update(patch as Partial<RecordListParams>)}
        toolbar={<RecordFilters params={params} update={update} />}
        extra={<ExportButton url={apiUrl('exportBoxDraws', { query: filters })} />}
        empty={
          <ListEmpty
            filtered={Object.keys(narrowing).length > 0}
            noMatch={t('emptyFiltered')}
            none={params.tab ? t('emptyTab') : t('emptyAll')}
            onClear={reset}
          />
        }
      />
    </Card>
  );
});
