import type { BoxDrawDetail } from '@shop/contract/areas/box';
import { type MutationFunction, useMutation, useQueryClient } from '@tanstack/react-query';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ActionModal } from '../../components/action-modal';
import { ShipDialog as ShipFormDialog, type ShipValues } from '../../components/ship-dialog';
import { call } from '../../lib/api';
import { feedback } from '../../lib/feedback';
import { refreshDraws } from './record.queries';

/** `anchor`: the drawer's search param, so a dialog with something typed asks before it closes. */
export interface DrawDialogProps {
  draw: BoxDrawDetail;
  anchor: string;
  onClose(): void;
}

/**
 * A fulfilment action's mutation, `quiet` so its refusal (an illegal move 42203, short stock
 * 42201) shows in the dialog in the console's language. The answer goes into the cache; after a
 * refusal everything is read again, the draw on screen being out of date.
 */
function useDrawAction<Vars>(mutationFn: MutationFunction<BoxDrawDetail, Vars>, onDone: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (draw) => {
      refreshDraws(queryClient, draw);
      onDone();
    },
    onError: () => refreshDraws(queryClient),
  });
}

/** Ships the prize with its carrier and tracking number: the unit reserved at the draw leaves stock. */
export function ShipDrawDialog({ draw, anchor, onClose }: DrawDialogProps) {
  const { t } = useTranslation('record');
  const ship = useDrawAction(
    (body: ShipValues) => call('shipBoxDraw', { params: { id: draw.id }, body }, { quiet: true }),
    () => {
      feedback.success(t('shipped', { drawNo: draw.drawNo }));
      onClose();
    },
  );
  return (
    <ShipFormDialog
      name="box-draw-ship"
      title={t('shipTitle', { drawNo: draw.drawNo })}
      okText={t('ship')}
      labels={{ carrier: t('carrier'), trackingNo: t('trackingNo') }}
      ship={ship}
      anchor={anchor}
      onClose={onClose}
    >
      <Typography.Paragraph>
        {t('shipText', { prize: draw.prizeTitle, customer: draw.receiver.receiverName })}
      </Typography.Paragraph>
    </ShipFormDialog>
  );
}

/** Completes a shipped draw (the customer has the prize): asked first, as it cannot be undone. */
export function CompleteDrawDialog({ draw, onClose }: DrawDialogProps) {
  const { t } = useTranslation('record');
  const complete = useDrawAction(
    () => call('completeBoxDraw', { params: { id: draw.id } }, { quiet: true }),
    () => {
      feedback.success(t('completed', { drawNo: draw.drawNo }));
      onClose();
    },
  );
  return (
    <ActionModal
      title={t('completeTitle', { drawNo: draw.drawNo })}
      okText={t('complete')}
      onOk={() => !complete.isPending && complete.mutate()}
      onClose={onClose}
      pending={complete.isPending}
      error={complete.error}
    >
      <Typography.Paragraph>{t('completeText')}</Typography.Paragraph>
    </ActionModal>
  );
}
