import type { BoxSeriesDetail } from '@shop/contract/areas/box';
import { Codes } from '@shop/contract/codes';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Divider, Flex, Result, Skeleton, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { pagePath } from '../../app/page-links';
import { useRecordTitle } from '../../app/route-title';
import { ApiError } from '../../lib/request';
import { boxKeys } from '../../lib/resource-keys';
import { boxOptions } from './box.queries';
import { BoxEditor } from './box-editor';
import { BoxOddsHistory } from './box-odds-history';
import { BoxStatusBar } from './box-status-bar';

/** `/box/build`: a new box in DRAFT; once saved, its page opens. */
function CreateBox() {
  const { t: routeTitle } = useTranslation('route');
  // Bumped to start the form afresh (after a create, or Reset).
  const [epoch, setEpoch] = useState(0);
  return (
    <Card>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {routeTitle('buildBox')}
      </Typography.Title>
      <BoxEditor key={epoch} onRestart={() => setEpoch((n) => n + 1)} />
    </Card>
  );
}

/**
 * `/box/build/:id`: the status bar with the life-cycle moves, the form at the version it started
 * from, and the odds disclosure. A newer read of the box (a save, a move, a draw, someone else's
 * change) restarts the form only while nothing is typed in it; typed values are saved at the
 * version they were typed over, and a stale save says so with Reload.
 */
function EditBox({ id }: { id: number }) {
  const { t } = useTranslation('box');
  const { t: routeTitle } = useTranslation('route');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const box = useQuery(boxOptions(id));
  const data = box.data?.id === id ? box.data : undefined;
  // The box the form started from, and how many times it started from a newer read.
  const [base, setBase] = useState<{ box: BoxSeriesDetail; serial: number }>();
  const [dirty, setDirty] = useState(false);
  const [epoch, setEpoch] = useState(0);
  // The tab and the document title name the box (its id until it loads).
  useRecordTitle(data?.title);

  useEffect(() => {
    if (data && (!base || base.box.id !== data.id || (!dirty && data !== base.box)))
      setBase((last) => ({ box: data, serial: (last?.serial ?? 0) + 1 }));
  }, [data, base, dirty]);

  const restart = () => {
    setDirty(false);
    setEpoch((n) => n + 1);
    void queryClient.invalidateQueries({ queryKey: boxKeys.detail(id) });
  };

  const missing = box.error instanceof ApiError && box.error.code === Codes.NOT_FOUND;
  let body: React.ReactNode;
  if (missing) {
    body = (
      <Result
        status="404"
        title={t('notFoundTitle', { id })}
        extra={<Button onClick={() => navigate(pagePath('BoxList'))}>{t('backToList')}</Button>}
      />
    );
  } else if (box.isError && !data) {
    body = (
      <Result
        status="error"
        title={t('loadFailed')}
        subTitle={box.error.message}
        extra={<Button onClick={() => void box.refetch()}>{t('retry')}</Button>}
      />
    );
  } else if (!data || !base) {
    body = <Skeleton active />;
  } else {
    body = (
      <Flex vertical gap={16}>
        <BoxStatusBar
          box={data}
          editing={dirty}
          onMoved={(move) => {
            if (move === 'delete') navigate(pagePath('BoxList'));
          }}
          onReload={restart}
        />
        <BoxEditor key={`${base.serial}:${epoch}`} box={base.box} onDirty={setDirty} onRestart={restart} />
        <Divider />
        <BoxOddsHistory boxId={id} />
      </Flex>
    );
  }

  return (
    <Card>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {routeTitle('editBox')}
        {data ? ` · ${data.title}` : null}
      </Typography.Title>
      {body}
    </Card>
  );
}

/** The create page and the edit pages share one route module; the `:id` tells them apart. */
export function BoxBuildPage() {
  const { id } = useParams();
  return id ? <EditBox id={Number(id)} /> : <CreateBox />;
}
