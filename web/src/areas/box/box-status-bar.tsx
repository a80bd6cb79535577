import type { BoxSeriesDetail } from '@shop/contract/areas/box';
import { Alert, Button, Flex, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { recordListLink } from '../../app/list-links';
import { statusColours, statusLabelKeys, windowColours, windowLabelKeys } from '../../lib/labels/box-labels';
import { isStaleVersion } from '../../lib/list/stale-version';
import { StaleVersionAlert } from '../../lib/list/stale-version-alert';
import { formatNumber } from '../../lib/number-format';
import { formatDateTime } from '../../lib/time';
import { BoxDrawDialog, useCanDraw } from './box-draw-dialog';
import { drawable } from './box-draw-values';
import { type BoxMove, useBoxLifeCycle } from './use-box-life-cycle';

/**
 * The box's status, sale window, odds version and pool, with its life-cycle moves, Draw for a
 * customer and its records. The moves wait while the form below holds unsaved changes: a publish
 * would disclose the box as saved, not as typed.
 */
export function BoxStatusBar({
  box,
  editing,
  onMoved,
  onReload,
}: {
  box: BoxSeriesDetail;
  /** The form below has unsaved changes. */
  editing: boolean;
  onMoved(move: BoxMove): void;
  onReload(): void;
}) {
  const { t, i18n } = useTranslation('box');
  const { act, movesOf, mutation } = useBoxLifeCycle({ onMoved: (move) => onMoved(move) });
  const mayDraw = useCanDraw();
  const [drawing, setDrawing] = useState(false);
  const error = mutation.error;

  return (
    <Flex vertical gap={8}>
      <Flex gap={8} align="center" wrap role="group" aria-label={t('statusBar')}>
        <Typography.Text>{t('status')}</Typography.Text>
        <Tag color={statusColours[box.status]}>{t(statusLabelKeys[box.status])}</Tag>
        <Tag color={windowColours[box.windowState]}>{t(windowLabelKeys[box.windowState])}</Tag>
        <Typography.Text>
          {box.oddsVersion === 0
            ? t('neverPublished')
            : t('oddsOnSale', {
                version: box.oddsVersion,
                time: box.oddsPublishedAt ? formatDateTime(box.oddsPublishedAt, i18n.language) : '—',
              })}
        </Typography.Text>
        {box.oddsChanged && box.oddsVersion > 0 ? <Tag color="warning">{t('oddsChangedLong')}</Tag> : null}
        <Typography.Text type="secondary">
          {t('poolLine', {
            left: formatNumber(box.quantityRemaining),
            total: formatNumber(box.quantityTotal),
            draws: formatNumber(box.drawCount),
          })}
        </Typography.Text>
      </Flex>
      <Flex gap={8} align="center" wrap role="toolbar" aria-label={t('boxActions')}>
        {movesOf(box).map((move) => (
          <Button
            key={move}
            size="small"
            type={move === 'publish' ? 'primary' : 'default'}
            danger={move === 'end' || move === 'delete'}
            disabled={editing}
            loading={mutation.isPending && mutation.variables?.move === move}
            onClick={() => void act(box, move)}
          >
            {t(`move.${move}`)}
          </Button>
        ))}
        {mayDraw ? (
          <Button size="small" disabled={editing || !drawable(box)} onClick={() => setDrawing(true)}>
            {t('drawForCustomer')}
          </Button>
        ) : null}
        <Link to={recordListLink({ seriesId: box.id })}>{t('viewRecords')}</Link>
        {editing ? <Typography.Text type="secondary">{t('saveFirst')}</Typography.Text> : null}
      </Flex>
      <StaleVersionAlert error={error} onReload={onReload} />
      {error && !isStaleVersion(error) ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          closable={{ onClose: () => mutation.reset(), 'aria-label': t('closeAlert') }}
          title={error.message}
        />
      ) : null}
      {drawing ? <BoxDrawDialog box={box} onClose={() => setDrawing(false)} /> : null}
    </Flex>
  );
}
