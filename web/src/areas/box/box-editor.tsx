import { type BoxSeriesDetail, canDoBoxAction } from '@shop/contract/areas/box';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Divider, Form, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { pagePath } from '../../app/page-links';
import { feedback } from '../../lib/feedback';
import { type Issue, validationIssues } from '../../lib/form-issues';
import { isStaleVersion } from '../../lib/list/stale-version';
import { StaleVersionAlert } from '../../lib/list/stale-version-alert';
import { useFormChanged } from '../../lib/unsaved/form-changed';
import { useUnsavedChanges } from '../../lib/unsaved/use-unsaved-changes';
import { refreshBoxes } from './box.queries';
import { createBox, updateBox } from './box-actions.api';
import { BoxBasicsFields, BoxRuleFields } from './box-form-fields';
import {
  type BoxFormValues,
  createBodyOf,
  formValuesOf,
  NEW_BOX,
  placeBoxIssues,
  updateBodyOf,
} from './box-form-values';
import { BoxPrizeEditor } from './box-prize-editor';

/** Values the contract refused before sending: the issues travel on the error to the form. */
function refusedHere(issues: Issue[]): Error & { issues: Issue[] } {
  return Object.assign(new Error('refused in the browser'), { issues });
}

export interface BoxEditorProps {
  /** The saved box being edited, at the version read; absent on the create page. */
  box?: BoxSeriesDetail;
  /** Something was typed, or the typing was saved or dropped. */
  onDirty?(dirty: boolean): void;
  /** Starts the form again from the box as saved (after Reset or a stale save's Reload). */
  onRestart(): void;
}

/**
 * The box form with its save: the contract's schema judges the whole body first (so the form
 * refuses what the server would, cross-field rules included), then POST (and on to the box's
 * page) or PUT at the version read. Refusals land on their fields or prize cells; a stale save
 * says who changed the box, with Reload; a box on sale keeps its prices, rules and pool read-only.
 */
export function BoxEditor({ box, onDirty, onRestart }: BoxEditorProps) {
  const { t } = useTranslation('box');
  const [form] = Form.useForm<BoxFormValues>();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [start] = useState(() => (box ? formValuesOf(box) : NEW_BOX));
  const changes = useFormChanged(form, start);
  const [unplaced, setUnplaced] = useState<string[]>([]);
  const locked = box ? !canDoBoxAction('editPrizes', box.status) : false;

  useEffect(() => onDirty?.(changes.changed), [changes.changed, onDirty]);

  const showIssues = (issues: readonly Issue[]) => {
    const placed = placeBoxIssues(issues);
    // The paths are the form's own (boxFieldOf); antd types them only as literal tuples.
    form.setFields(placed.fields as Parameters<typeof form.setFields>[0]);
    setUnplaced(placed.unplaced);
    const first = placed.fields[0];
    if (first) form.scrollToField(first.name, { block: 'center' });
  };

  const save = useMutation({
    mutationFn: async (values: BoxFormValues) => {
      const judged = box ? updateBodyOf(values, box.version) : createBodyOf(values);
      if (!judged.ok) throw refusedHere(judged.issues);
      return box ? updateBox(box.id, { ...judged.body, version: box.version }) : createBox(judged.body);
    },
    onMutate: () => setUnplaced([]),
    onSuccess: (saved) => {
      refreshBoxes(queryClient, saved);
      feedback.success(t(box ? 'saved' : 'created', { title: saved.title }));
      unsaved.settle();
      // Saved: the page may start the form again from the answer.
      onDirty?.(false);
      if (!box) {
        // This page stays alive in its tab: the next visit starts a fresh box.
        onRestart();
        navigate(pagePath('EditBox', { id: saved.id }));
      }
    },
    onError: (error: Error & { issues?: Issue[] }) => {
      const issues = error.issues ?? validationIssues(error);
      if (issues.length > 0) showIssues(issues);
      // A stale save has its own notice; any other refusal (prizes locked…) says why here.
      else if (!isStaleVersion(error)) setUnplaced([(error as Error).message]);
      if (!error.issues) refreshBoxes(queryClient);
    },
  });
  const staleError = save.error && isStaleVersion(save.error) ? save.error : null;

  const submit = async (): Promise<boolean> => {
    const valid = await form.validateFields().then(
      () => true,
      () => false,
    );
    if (!valid || save.isPending) return false;
    return save.mutateAsync(form.getFieldsValue(true) as BoxFormValues).then(
      () => true,
      () => false,
    );
  };
  // Closing the tab or leaving asks first; its Save is this form's own (checks, then the request).
  const unsaved = useUnsavedChanges({ dirty: changes.changed, save: submit });

  return (
    <Form<BoxFormValues>
      name={box ? `box-edit-${box.id}` : 'box-create'}
      form={form}
      layout="vertical"
      initialValues={start}
      onValuesChange={changes.measure}
      onFinish={() => void submit()}
      onFinishFailed={() => setUnplaced([])}
    >
      <Typography.Title level={4}>{t('aboutBox')}</Typography.Title>
      <BoxBasicsFields />
      <Divider />
      <Typography.Title level={4}>{t('priceAndRules')}</Typography.Title>
      <BoxRuleFields locked={locked} />
      <Divider />
      <Typography.Title level={4}>{t('prizePool')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('prizePoolHelp')}</Typography.Paragraph>
      <BoxPrizeEditor locked={locked} onEdit={changes.measure} />
      <StaleVersionAlert error={staleError} onReload={onRestart} />
      {unplaced.length > 0 ? (
        <Alert type="error" showIcon role="alert" style={{ marginTop: 12 }} title={unplaced.join(' ')} />
      ) : null}
      <Space style={{ marginTop: 16 }}>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {box ? t('save') : t('create')}
        </Button>
        <Button onClick={onRestart}>{t('reset')}</Button>
      </Space>
    </Form>
  );
}
