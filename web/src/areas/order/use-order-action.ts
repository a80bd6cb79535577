import type { OrderDetail } from '@shop/contract/areas/order';
import { type MutationFunction, useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Modal } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { issueText } from '../../lib/form-issues';
import { isStaleVersion } from '../../lib/list/stale-version';
import { StaleVersionAlert } from '../../lib/list/stale-version-alert';
import { type UnsavedOptions, useUnsavedChanges } from '../../lib/unsaved/use-unsaved-changes';
import { refreshOrders } from './order.queries';
import { orderIssues } from './order-field-issues';

/** For an action that answers the order itself: the answer is the detail. */
export const answeredOrder = (order: OrderDetail): OrderDetail => order;

/**
 * An order action's mutation. After a success the order as the action answered it (`detailOf`,
 * for the actions that answer it) goes into the cache, and the lists, counts and what else the
 * order moved are read again; an action answering no order has the order read again too. After
 * a refusal (an illegal move, a stale version) everything is read again, because the order on
 * screen was out of date.
 */
export function useOrderAction<Vars, Data>(
  mutationFn: MutationFunction<Data, Vars>,
  onSuccess: (data: Data, vars: Vars) => void,
  detailOf?: (data: Data) => OrderDetail,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (data, vars) => {
      refreshOrders(queryClient, detailOf?.(data));
      onSuccess(data, vars);
    },
    onError: () => refreshOrders(queryClient),
  });
}

/**
 * Why an action was refused, in its dialog and in the console's language: a stale version with
 * who changed the order (and a Reload), field problems no field of the form shows (`fields` are
 * the ones it does; amounts shown as money with `formatMoney`), or the server's refusal — an
 * illegal move (42203) says from which statuses it is allowed.
 */
export function ActionError({
  error,
  fields = [],
  onReload,
  formatMoney,
}: {
  error: unknown;
  fields?: readonly string[];
  onReload?(): void;
  formatMoney?(cents: number): string;
}) {
  const { t } = useTranslation('order');
  if (!error) return null;
  if (isStaleVersion(error) && onReload) return <StaleVersionAlert error={error} onReload={onReload} />;
  const issues = orderIssues(error, formatMoney);
  let message = error instanceof Error ? error.message : String(error);
  if (issues.length > 0) {
    const elsewhere = issues.filter((issue) => !fields.includes(String(issue.path[0] ?? '')));
    if (elsewhere.length === 0) return null;
    message = [...new Set(elsewhere.map(issueText))].join(' ');
  }
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      style={{ marginTop: 12 }}
      title={t('actionRefused')}
      description={message}
    />
  );
}

export interface ActionModalProps {
  title: string;
  okText: string;
  onOk(): void;
  onClose(): void;
  pending: boolean;
  /** The mutation's error, shown under the form (see ActionError). */
  error: unknown;
  fields?: readonly string[];
  onReload?(): void;
  /** Shows amounts in refusals as money (see ActionError). */
  formatMoney?(cents: number): string;
  danger?: boolean;
  okDisabled?: boolean;
  width?: number;
  /**
   * What was typed and how to send it: while `dirty`, Close, Escape and leaving the page (or the
   * order drawer, with `anchor: 'order'`) ask Save / Discard / Stay first.
   */
  unsaved?: UnsavedOptions;
  children?: ReactNode;
}

/** An action that is only a question: nothing typed to lose. */
const NOTHING_TYPED: UnsavedOptions = { dirty: false, save: async () => true };

/** The dialog of one order action: its form or question, its refusal, Cancel and the action. */
export function ActionModal(props: ActionModalProps) {
  const { t } = useTranslation('order');
  const unsaved = useUnsavedChanges(props.unsaved ?? NOTHING_TYPED);
  return (
    <Modal
      open
      title={props.title}
      okText={props.okText}
      cancelText={t('close')}
      onOk={props.onOk}
      onCancel={() => void unsaved.leave(props.onClose)}
      width={props.width}
      okButtonProps={{ loading: props.pending, danger: props.danger, disabled: props.okDisabled }}
      destroyOnHidden
    >
      {props.children}
      <ActionError
        error={props.error}
        fields={props.fields}
        onReload={props.onReload}
        formatMoney={props.formatMoney}
      />
    </Modal>
  );
}
