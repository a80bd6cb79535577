import { shipBody } from '@shop/contract/areas/order';
import type { UseMutationResult } from '@tanstack/react-query';
import { Form, Input } from 'antd';
import type { ReactNode } from 'react';
import { fieldErrors, validationIssues, zodRule } from '../lib/form-issues';
import { useFormChanged } from '../lib/unsaved/form-changed';
import { validateThenSave } from '../lib/unsaved/form-save';
import { ActionModal } from './action-modal';
import { CarrierInput } from './carrier-input';

/** What shipping asks for, whatever is shipped (an order, an exchange order, a box prize). */
export interface ShipValues {
  carrier: string;
  trackingNo: string;
}

const shipFields = ['carrier', 'trackingNo'] as const;
const SHIP_START: ShipValues = { carrier: '', trackingNo: '' };

export interface ShipDialogProps<Data> {
  /** The form's name (its fields' ids): one per kind of thing shipped. */
  name: string;
  title: string;
  okText: string;
  labels: { carrier: string; trackingNo: string };
  /** The area's ship mutation: it refreshes what it moves and says it shipped. */
  ship: UseMutationResult<Data, unknown, ShipValues>;
  /** The drawer's search param, so a dialog with something typed asks before it closes. */
  anchor: string;
  onClose(): void;
  /** What is shipped to whom, above the fields. */
  children?: ReactNode;
}

/**
 * The ship dialog of every area: carrier (with the usual ones offered) and tracking number under
 * the contract's own rules, server issues on their fields, and a question before typed values are
 * dropped. All three contracts ship with the order's `shipBody`.
 */
export function ShipDialog<Data>({
  name,
  title,
  okText,
  labels,
  ship,
  anchor,
  onClose,
  children,
}: ShipDialogProps<Data>) {
  const [form] = Form.useForm<ShipValues>();
  const showIssues = (error: unknown) => form.setFields(fieldErrors(validationIssues(error), shipFields));
  const changes = useFormChanged(form, SHIP_START);
  return (
    <ActionModal
      title={title}
      okText={okText}
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
      {children}
      <Form<ShipValues>
        name={name}
        form={form}
        layout="vertical"
        initialValues={SHIP_START}
        onValuesChange={changes.measure}
        onFinish={(values) => !ship.isPending && ship.mutate(values, { onError: showIssues })}
      >
        <Form.Item name="carrier" label={labels.carrier} rules={[zodRule(shipBody.shape.carrier)]}>
          <CarrierInput />
        </Form.Item>
        <Form.Item name="trackingNo" label={labels.trackingNo} rules={[zodRule(shipBody.shape.trackingNo)]}>
          <Input autoComplete="off" maxLength={64} />
        </Form.Item>
      </Form>
    </ActionModal>
  );
}
