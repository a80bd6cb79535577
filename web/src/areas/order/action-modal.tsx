import { type MutationFunction, useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Modal } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { validationIssues } from '../../lib/form-issues';
import { isStaleVersion } from '../../lib/list/stale-version';
import { StaleVersionAlert } from '../../lib/list/stale-version-alert';
import { refreshOrders } from './order.queries';
import { useIssueText } from './order-issues';

/**
 * An order action's mutation: whatever the answer, the order, the lists and the counts are read
 * again — after a success to show it, after a refusal (an illegal move, a stale version) because
 * the order on screen was out of date.
 */
export function useOrderAction<Vars, Data>(
  mutationFn: MutationFunction<Data, Vars>,
  onSuccess: (data: Data, vars: Vars) => void,
) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess, onSettled: () => refreshOrders(queryClient) });
}

/**
 * Why an action was refused, in its dialog: a stale version with who changed the order (and a
 * Reload), field problems no field of the form shows (`fields` are the ones it does), or the
 * server's message as sent — an illegal move (42203) says from which statuses it is allowed.
 */
export function ActionError({
  error,
  fields = [],
  onReload,
}: {
  error: unknown;
  fields?: readonly string[];
  onReload?(): void;
}) {
  const { t } = useTranslation('order');
  const text = useIssueText();
  if (!error) return null;
  if (isStaleVersion(error) && onReload) return <StaleVersionAlert error={error} onReload={onReload} />;
  const issues = validationIssues(error);
  let message = error instanceof Error ? error.message : String(error);
  if (issues.length > 0) {
    const elsewhere = issues.filter((issue) => !fields.includes(String(issue.path[0] ?? '')));
    if (elsewhere.length === 0) return null;
    message = [...new Set(elsewhere.map((issue) => text(issue.message)))].join(' ');
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
  danger?: boolean;
  okDisabled?: boolean;
  width?: number;
  children?: ReactNode;
}

/** The dialog of one order action: its form or question, its refusal, Cancel and the action. */
export function ActionModal(props: ActionModalProps) {
  const { t } = useTranslation('order');
  return (
    <Modal
      open
      title={props.title}
      okText={props.okText}
      cancelText={t('close')}
      onOk={props.onOk}
      onCancel={props.onClose}
      width={props.width}
      okButtonProps={{ loading: props.pending, danger: props.danger, disabled: props.okDisabled }}
      destroyOnHidden
    >
      {props.children}
      <ActionError error={props.error} fields={props.fields} onReload={props.onReload} />
    </Modal>
  );
}
