import { Alert, Modal } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { issueText, validationIssues } from '../../lib/form-issues';
import { isStaleVersion } from '../../lib/list/stale-version';
import { StaleVersionAlert } from '../../lib/list/stale-version-alert';
import { type UnsavedOptions, useUnsavedChanges } from '../../lib/unsaved/use-unsaved-changes';

/**
 * Why an action was refused, in its dialog and in the console's language: a stale version with
 * who changed the record (and a Reload), field problems no field of the form shows (`fields` are
 * the ones it does), or the server's refusal (short points 42202, short stock 42201, quota and
 * limits, an illegal move 42203) as its translated message.
 */
export function ExchangeError({
  error,
  fields = [],
  onReload,
}: {
  error: unknown;
  fields?: readonly string[];
  onReload?(): void;
}) {
  const { t } = useTranslation('exchange');
  if (!error) return null;
  if (isStaleVersion(error) && onReload) return <StaleVersionAlert error={error} onReload={onReload} />;
  const issues = validationIssues(error);
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

export interface ExchangeModalProps {
  title: string;
  okText: string;
  onOk(): void;
  onClose(): void;
  pending: boolean;
  error: unknown;
  fields?: readonly string[];
  danger?: boolean;
  okDisabled?: boolean;
  width?: number;
  /** While `dirty`, Close, Escape and leaving the page ask Save / Discard / Stay first. */
  unsaved?: UnsavedOptions;
  children?: ReactNode;
}

/** An action that is only a question: nothing typed to lose. */
const NOTHING_TYPED: UnsavedOptions = { dirty: false, save: async () => true };

/** The dialog of one exchange action: its form or question, its refusal, Close and the action. */
export function ExchangeModal(props: ExchangeModalProps) {
  const { t } = useTranslation('exchange');
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
      <ExchangeError error={props.error} fields={props.fields} />
    </Modal>
  );
}
