import { PlusOutlined } from '@ant-design/icons';
import { type BoxSeries, boxFilters, boxListQuery } from '@shop/contract/areas/box';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Flex, Typography } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { pagePath } from '../../app/page-links';
import { ERROR_TOAST_MS, feedback } from '../../lib/feedback';
import { exportParamsOf } from '../../lib/list/filter-params';
import { ListEmpty } from '../../lib/list/list-empty';
import { ListTable } from '../../lib/list/list-table';
import { useListParams } from '../../lib/list/use-list-params';
import { useMoney } from '../../lib/use-money';
import { type BoxListParams, boxListOptions } from './box.queries';
import { useBoxColumns } from './box-columns';
import { BoxDrawDialog, useCanDraw } from './box-draw-dialog';
import { BoxFilters } from './box-filters';
import { useBoxLifeCycle } from './use-box-life-cycle';

/**
 * `/box/index`: the mystery boxes, searched, filtered by status, sorted and paged in the URL. Each
 * row opens its page (prizes, odds and their disclosure record), draws for a customer at the
 * counter, leads to its draws on the record list, and moves along its life cycle.
 */
export function BoxListPage() {
  const { t } = useTranslation('box');
  const { t: routeTitle } = useTranslation('route');
  const navigate = useNavigate();
  const { params, update, reset } = useListParams(boxListQuery);
  const query = useQuery(boxListOptions(params));
  const { sort: _sort, ...narrowing } = exportParamsOf(boxFilters, params);
  const [drawing, setDrawing] = useState<BoxSeries | null>(null);
  const mayDraw = useCanDraw();
  // A refused move (someone else moved the box first) is told here; the list is read again.
  const { act, movesOf } = useBoxLifeCycle({
    onError: (error) => feedback.error(error.message, ERROR_TOAST_MS),
  });
  const onDraw = useCallback((box: BoxSeries) => setDrawing(box), []);
  const columns = useBoxColumns(useMoney(), { movesOf, onMove: act, onDraw: mayDraw ? onDraw : undefined });

  return (
    <Card>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {routeTitle('boxList')}
        </Typography.Title>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(pagePath('BuildBox'))}>
          {t('newBox')}
        </Button>
      </Flex>
      <ListTable<BoxSeries>
        listId="boxes"
        columns={columns}
        query={query}
        rowKey="id"
        state={params}
        // The table's sort values come from the columns' sort fields, so they are the contract's.
        onStateChange={(patch) => update(patch as Partial<BoxListParams>)}
        toolbar={<BoxFilters params={params} update={update} />}
        empty={
          <ListEmpty
            filtered={Object.keys(narrowing).length > 0}
            noMatch={t('emptyFiltered')}
            none={t('emptyAll')}
            onClear={reset}
          />
        }
      />
      {drawing ? <BoxDrawDialog box={drawing} onClose={() => setDrawing(null)} /> : null}
    </Card>
  );
}
