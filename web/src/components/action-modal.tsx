import { Alert, Modal } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type Issue, issueText, validationIssues } from '../lib/form-issues';
import { isStaleVersion } from '../lib/list/stale-version';
import { StaleVersionAlert } from '../lib/list/stale-version-alert';
import { type UnsavedOptions, useUnsavedChanges } from '../lib/unsaved/use-unsaved-changes';

export interface ActionErrorProps {
  error: unknown;
  /** The fields the form shows: their problems stand under them, not here. */
  fields?: readonly string[];
  /** Given, a stale version (40900) says who changed the record and offers a Reload. */
  onReload?(): void;
  /** The failed call's field issues as the area words them (e.g. amounts as money). */
  issuesOf?(error: unknown): Issue[];
}

/**
 * Why an action was refused, in its dialog and in the console's language: a stale version with
 * who changed the record (and a Reload), field problems no field of the form shows, or the
 * server's refusal (short stock 42201, short points 42202, an illegal move 42203, …) as its
 * translated message.
 */
export function ActionError({ error, fields = [], onReload, issuesOf = validationIssues }: ActionErrorProps) {
  const { t } = useTranslation('common');
  if (!error) return null;
  if (isStaleVersion(error) && onReload) return <StaleVersionAlert error={error} onReload={onReload} />;
  const issues = issuesOf(error);
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

export interface ActionModalProps extends ActionErrorProps {
  title: string;
  okText: string;
  onOk(): void;
  onClose(): void;
  pending: boolean;
  danger?: boolean;
  okDisabled?: boolean;
  width?: number;
  /**
   * What was typed and how to send it: while `dirty`, Close, Escape and leaving the page (or the
   * drawer named by `anchor`) ask Save / Discard / Stay first.
   */
  unsaved?: UnsavedOptions;
  children?: ReactNode;
}

/** An action that is only a question: nothing typed to lose. */
const NOTHING_TYPED: UnsavedOptions = { dirty: false, save: async () => true };

/**
 * The dialog of one action on a record (an order, an exchange order): its form or question, its
 * refusal under it (see ActionError), Close and the action.
 */
export function ActionModal(props: ActionModalProps) {
  const { t } = useTranslation('common');
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
        issuesOf={props.issuesOf}
      />
    </Modal>
  );
}
