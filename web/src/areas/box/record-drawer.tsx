import {
  type BoxDrawAction,
  type BoxDrawDetail,
  boxDrawActionsFrom,
  canDoBoxDrawAction,
} from '@shop/contract/areas/box';
import { useQuery } from '@tanstack/react-query';
import { Button, Descriptions, Flex, Tag, Timeline, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { drawerLink, drawerParamOf } from '../../app/page-links';
import { addressText } from '../../components/address-values';
import {
  channelLabelKeys,
  fulfilColours,
  fulfilLabelKeys,
  tierColours,
  tierLabelKeys,
} from '../../lib/labels/record-labels';
import type { EditDrawer } from '../../lib/list/edit-drawer-url';
import { RecordDrawer } from '../../lib/list/record-drawer';
import { formatNumber } from '../../lib/number-format';
import { useCanCall } from '../../lib/permissions';
import { formatDateTime } from '../../lib/time';
import { useMoney } from '../../lib/use-money';
import { drawOptions } from './record.queries';
import { DrawPayment, LinkIf } from './record-payment';
import { CompleteDrawDialog, ShipDrawDialog } from './record-ship-dialog';

const NONE = '—';
const actionOrder = Object.keys(boxDrawActionsFrom) as BoxDrawAction[];
const actionOperations = { ship: 'shipBoxDraw', complete: 'completeBoxDraw' } as const;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} style={{ marginTop: 24 }}>
      <Typography.Title level={5}>{title}</Typography.Title>
      {children}
    </section>
  );
}

function Detail({ draw, anchor }: { draw: BoxDrawDetail; anchor: string }) {
  const { t, i18n } = useTranslation('record');
  const money = useMoney();
  const [open, setOpen] = useState<BoxDrawAction | null>(null);
  const mayShip = useCanCall(actionOperations.ship);
  const mayComplete = useCanCall(actionOperations.complete);
  const allowed = { ship: mayShip, complete: mayComplete };
  const actions = actionOrder.filter((a) => allowed[a] && canDoBoxDrawAction(a, draw.fulfilStatus));
  const time = (iso: string | null) => (iso ? formatDateTime(iso, i18n.language) : NONE);
  const dialog = { draw, anchor, onClose: () => setOpen(null) };
  const customer = draw.customerPhone ? `${draw.customerName} · ${draw.customerPhone}` : draw.customerName;

  return (
    <>
      <Descriptions
        size="small"
        column={{ xs: 1, md: 2 }}
        items={[
          {
            key: 'status',
            label: t('status'),
            children: (
              <Tag color={fulfilColours[draw.fulfilStatus]}>{t(fulfilLabelKeys[draw.fulfilStatus])}</Tag>
            ),
          },
          { key: 'box', label: t('box'), children: draw.seriesTitle },
          {
            key: 'customer',
            label: t('customer'),
            children: (
              <LinkIf page="user" to={drawerLink('Users', draw.customerId)}>
                {customer}
              </LinkIf>
            ),
          },
          { key: 'prize', label: t('prize'), children: `${draw.prizeTitle} (${draw.skuCode})` },
          {
            key: 'tier',
            label: t('tier'),
            children: <Tag color={tierColours[draw.tier]}>{t(tierLabelKeys[draw.tier])}</Tag>,
          },
          { key: 'displayValue', label: t('displayValue'), children: money.format(draw.displayValue) },
          {
            key: 'oddsVersion',
            label: t('oddsVersion'),
            children: t('versionShort', { version: draw.oddsVersion }),
          },
          {
            key: 'guarantee',
            label: t('guarantee'),
            children: draw.guaranteeApplied ? t('guaranteeApplied') : t('guaranteeNotApplied'),
          },
          {
            key: 'roll',
            label: t('outcome'),
            span: 'filled',
            children: t('rollText', { roll: formatNumber(draw.roll), pool: formatNumber(draw.poolSize) }),
          },
          { key: 'channel', label: t('channel'), children: t(channelLabelKeys[draw.channel]) },
          { key: 'drawnBy', label: t('drawnBy'), children: draw.drawnByName ?? NONE },
          { key: 'note', label: t('note'), span: 'filled', children: draw.note || NONE },
        ]}
      />
      {actions.length > 0 ? (
        <Flex gap={8} wrap role="toolbar" aria-label={t('drawActions')} style={{ marginTop: 16 }}>
          {actions.map((action) => (
            <Button key={action} type="primary" onClick={() => setOpen(action)}>
              {t(action)}
            </Button>
          ))}
        </Flex>
      ) : null}
      <Section title={t('sectionPayment')}>
        <DrawPayment draw={draw} />
      </Section>
      <Section title={t('sectionShipping')}>
        <Descriptions
          size="small"
          column={1}
          items={[
            { key: 'receiver', label: t('receiver'), children: addressText(draw.receiver) },
            { key: 'carrier', label: t('carrier'), children: draw.carrier ?? NONE },
            { key: 'trackingNo', label: t('trackingNo'), children: draw.trackingNo ?? NONE },
          ]}
        />
      </Section>
      <Section title={t('sectionTimeline')}>
        <Timeline
          items={[
            { key: 'drawn', at: draw.drawnAt, text: t('eventDrawn') },
            { key: 'shipped', at: draw.shippedAt, text: t('eventShipped') },
            { key: 'completed', at: draw.completedAt, text: t('eventCompleted') },
          ]
            .filter((event) => event.at !== null)
            .map((event) => ({
              key: event.key,
              children: (
                <div data-event={event.key}>
                  <div>{event.text}</div>
                  <Typography.Text type="secondary">{time(event.at)}</Typography.Text>
                </div>
              ),
            }))}
        />
      </Section>
      {open === 'ship' ? <ShipDrawDialog {...dialog} /> : null}
      {open === 'complete' ? <CompleteDrawDialog {...dialog} /> : null}
    </>
  );
}

/** The drawer of `?draw=<id>`: the whole draw, its proof and payment, with Ship or Complete. */
export function DrawDrawer({ drawer }: { drawer: EditDrawer }) {
  const { t } = useTranslation('record');
  const draw = useQuery({ ...drawOptions(drawer.id ?? 0), enabled: drawer.id !== undefined });
  return (
    <RecordDrawer
      drawer={drawer}
      query={draw}
      title={(data) => t('drawTitle', { drawNo: data.drawNo })}
      size={800}
      texts={{
        loading: t('draw'),
        loadFailed: t('drawLoadFailed'),
        refreshFailed: t('drawRefreshFailed'),
        retry: t('retry'),
      }}
    >
      {(data) => <Detail key={data.id} draw={data} anchor={drawerParamOf('RecordList')} />}
    </RecordDrawer>
  );
}
