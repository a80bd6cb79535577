import { type BoxDrawDetail, boxShipBody } from '@shop/contract/areas/box';
import { type MutationFunction, useMutation, useQueryClient } from '@tanstack/react-query';
import { Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ActionModal } from '../../components/action-modal';
import { CarrierInput } from '../../components/carrier-input';
import { call } from '../../lib/api';
import { feedback } from '../../lib/feedback';
import { fieldErrors, validationIssues, zodRule } from '../../lib/form-issues';
import { useFormChanged } from '../../lib/unsaved/form-changed';
import { validateThenSave } from '../../lib/unsaved/form-save';
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

interface ShipValues {
  carrier: string;
  trackingNo: string;
}
const shipFields = ['carrier', 'trackingNo'] as const;
const SHIP_START: ShipValues = { carrier: '', trackingNo: '' };

/** Ships the prize with its carrier and tracking number: the unit reserved at the draw leaves stock. */
export function ShipDrawDialog({ draw, anchor, onClose }: DrawDialogProps) {
  const { t } = useTranslation('record');
  const [form] = Form.useForm<ShipValues>();
  const ship = useDrawAction(
    (body: ShipValues) => call('shipBoxDraw', { params: { id: draw.id }, body }, { quiet: true }),
    () => {
      feedback.success(t('shipped', { drawNo: draw.drawNo }));
      onClose();
    },
  );
  const showIssues = (error: unknown) => form.setFields(fieldErrors(validationIssues(error), shipFields));
  const changes = useFormChanged(form, SHIP_START);
  return (
    <ActionModal
      title={t('shipTitle', { drawNo: draw.drawNo })}
      okText={t('ship')}
      onOk={() => form.submit()}
      onClose={onClose}
      pending={ship.isPending}
      error={ship.error}
      fields={shipFields}
      unsaved={{
        dirty: changes.changed,
        save: () => validateThenSave(form, (values) => ship.mutateAsync(values, { onError: showIssues })),
        anchor,
      }}
    >
      <Typography.Paragraph>
        {t('shipText', { prize: draw.prizeTitle, customer: draw.receiver.receiverName })}
      </Typography.Paragraph>
      <Form<ShipValues>
        name="box-draw-ship"
        form={form}
        layout="vertical"
        initialValues={SHIP_START}
        onValuesChange={changes.measure}
        onFinish={(values) => !ship.isPending && ship.mutate(values, { onError: showIssues })}
      >
        <Form.Item name="carrier" label={t('carrier')} rules={[zodRule(boxShipBody.shape.carrier)]}>
          <CarrierInput />
        </Form.Item>
        <Form.Item name="trackingNo" label={t('trackingNo')} rules={[zodRule(boxShipBody.shape.trackingNo)]}>
          <Input autoComplete="off" maxLength={64} />
        </Form.Item>
      </Form>
    </ActionModal>
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
