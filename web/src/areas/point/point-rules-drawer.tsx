import { type PointRulesData, pointRulesBody } from '@shop/contract/areas/point';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Drawer, Form, InputNumber, Result, Skeleton, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../lib/feedback';
import { fieldErrors, validationIssues, zodRule } from '../../lib/form-issues';
import { isStaleVersion } from '../../lib/list/stale-version';
import { StaleVersionAlert } from '../../lib/list/stale-version-alert';
import { MoneyInput } from '../../lib/money-input';
import { useCanCall } from '../../lib/permissions';
import { useFormChanged } from '../../lib/unsaved/form-changed';
import { validateThenSave } from '../../lib/unsaved/form-save';
import { useUnsavedChanges, useUnsavedScope } from '../../lib/unsaved/use-unsaved-changes';
import { useMoney } from '../../lib/use-money';
import { rulesOptions, rulesSaved, updateRules } from './point.queries';

type RuleValues = Omit<PointRulesData, 'versions'>;
const ruleFields = ['pointsPerCurrencyUnit', 'pointValueCents', 'maxOrderPercent', 'expiryDays'] as const;
const SCOPE = 'point-rules';
const { shape } = pointRulesBody;

const valuesOf = ({ versions: _, ...values }: PointRulesData): RuleValues => values;

/** The form over one reading of the rules; sent with that reading's versions. */
function RulesForm({ rules, onSaved }: { rules: PointRulesData; onSaved(): void }) {
  const { t } = useTranslation('point');
  const queryClient = useQueryClient();
  const money = useMoney();
  const [form] = Form.useForm<RuleValues>();
  const start = valuesOf(rules);
  const valueCents: number | null = Form.useWatch('pointValueCents', form) ?? null;
  // Everyone on the page reads the rules; changing them is `point.rules`.
  const mayEdit = useCanCall('updatePointRules');
  const save = useMutation({
    mutationFn: (values: RuleValues) => updateRules({ ...values, versions: rules.versions }),
    onSuccess: (saved) => {
      feedback.success(t('rulesSaved'));
      unsaved.settle();
      rulesSaved(queryClient, saved);
      onSaved();
    },
    onError: (error) => form.setFields(fieldErrors(validationIssues(error), ruleFields)),
  });
  const changes = useFormChanged(form, start);
  const unsaved = useUnsavedChanges({
    dirty: changes.changed,
    save: () => validateThenSave(form, (values) => save.mutateAsync(values)),
    scope: SCOPE,
  });
  const unplaced =
    save.error && !isStaleVersion(save.error) && validationIssues(save.error).length === 0
      ? save.error.message
      : null;

  return (
    <Form<RuleValues>
      name="point-rules"
      form={form}
      layout="vertical"
      initialValues={start}
      disabled={!mayEdit}
      onValuesChange={changes.measure}
      onFinish={(values) => !save.isPending && save.mutate(values)}
    >
      <StaleVersionAlert
        error={save.error}
        onReload={() => void queryClient.invalidateQueries({ queryKey: rulesOptions().queryKey })}
      />
      {unplaced ? (
        <Alert type="error" showIcon role="alert" style={{ marginBottom: 16 }} title={unplaced} />
      ) : null}
      <Form.Item
        name="pointsPerCurrencyUnit"
        label={t('rulePerUnit', { currency: money.currency })}
        extra={t('rulePerUnitHelp')}
        rules={[zodRule(shape.pointsPerCurrencyUnit)]}
      >
        <InputNumber<number> min={0} step={1} style={{ width: 200 }} />
      </Form.Item>
      <Form.Item
        name="pointValueCents"
        label={t('ruleValue', { currency: money.currency })}
        extra={
          valueCents
            ? t('ruleValueExample', {
                one: money.format(valueCents),
                hundred: money.format(valueCents * 100),
              })
            : t('ruleValueOff')
        }
        rules={[zodRule(shape.pointValueCents)]}
      >
        <MoneyInput style={{ width: 200 }} />
      </Form.Item>
      <Form.Item
        name="maxOrderPercent"
        label={t('ruleMaxPercent')}
        extra={t('ruleMaxPercentHelp')}
        rules={[zodRule(shape.maxOrderPercent)]}
      >
        <InputNumber<number> min={0} max={100} precision={0} suffix="%" style={{ width: 200 }} />
      </Form.Item>
      <Form.Item
        name="expiryDays"
        label={t('ruleExpiry')}
        extra={t('ruleExpiryHelp')}
        rules={[zodRule(shape.expiryDays)]}
      >
        <InputNumber<number> min={0} precision={0} style={{ width: 200 }} />
      </Form.Item>
      {mayEdit ? (
        <Space>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {t('saveRules')}
          </Button>
          <Button
            onClick={() => {
              form.resetFields();
              changes.measure();
            }}
          >
            {t('reset')}
          </Button>
        </Space>
      ) : null}
    </Form>
  );
}

/**
 * The points rules over their four config keys: what an order earns, what a point is worth (in
 * the shop currency), the most of an order points may pay and when points expire. Saved at the
 * versions read; when someone changed one meanwhile, the panel says who and offers their values.
 */
export function PointRulesDrawer({ onClose }: { onClose(): void }) {
  const { t } = useTranslation('point');
  const rules = useQuery(rulesOptions());
  const scope = useUnsavedScope(SCOPE);
  const data = rules.data;

  let body = <Skeleton active />;
  if (data) body = <RulesForm key={JSON.stringify(data.versions)} rules={data} onSaved={onClose} />;
  else if (rules.isError)
    body = (
      <Result
        status="warning"
        title={t('rulesFailed')}
        subTitle={rules.error.message}
        extra={<Button onClick={() => void rules.refetch()}>{t('retry')}</Button>}
      />
    );

  return (
    <Drawer open title={t('rulesTitle')} size={480} onClose={() => void scope.leave(onClose)} destroyOnHidden>
      {body}
    </Drawer>
  );
}
