import type { ExchangeItemDetail } from '@shop/contract/areas/exchange';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Descriptions, Drawer, Form, Result, Skeleton, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionError } from '../../components/action-modal';
import { feedback } from '../../lib/feedback';
import { fieldErrors, validationIssues } from '../../lib/form-issues';
import type { EditDrawer } from '../../lib/list/edit-drawer-url';
import { useFormDrafts } from '../../lib/list/form-drafts';
import { isStaleVersion } from '../../lib/list/stale-version';
import { StaleVersionAlert } from '../../lib/list/stale-version-alert';
import { formatNumber } from '../../lib/number-format';
import { exchangeItemKeys } from '../../lib/resource-keys';
import { useFormChanged } from '../../lib/unsaved/form-changed';
import { useUnsavedChanges, useUnsavedScope } from '../../lib/unsaved/use-unsaved-changes';
import { useMoney } from '../../lib/use-money';
import { itemOptions, refreshItems } from './exchange.queries';
import { createItem, updateItem } from './exchange-actions.api';
import { ITEM_PARAM } from './exchange-url';
import { ItemFormFields } from './item-form';
import {
  formValuesOf,
  type ItemFormValues,
  itemBodyOf,
  itemFieldOfPath,
  itemFields,
  NEW_ITEM,
} from './item-form-values';

/** The new item's form, held in component state: the drawer's × asks through this scope. */
const NEW_ITEM_SCOPE = 'exchange-item-new';

/** What was redeemed of a saved item: units, orders, customers, points and cash. */
function Redeemed({ item }: { item: ExchangeItemDetail }) {
  const { t } = useTranslation('exchange');
  const money = useMoney();
  const r = item.redeemed;
  return (
    <Descriptions
      size="small"
      column={3}
      style={{ marginBottom: 16 }}
      title={t('redeemedTitle')}
      items={[
        { key: 'quantity', label: t('redeemedQuantity'), children: formatNumber(r.quantity) },
        { key: 'orders', label: t('redeemedOrders'), children: formatNumber(r.orders) },
        { key: 'customers', label: t('redeemedCustomers'), children: formatNumber(r.customers) },
        { key: 'points', label: t('redeemedPoints'), children: formatNumber(r.points) },
        { key: 'cash', label: t('redeemedCash'), children: money.format(r.cash) },
      ]}
    />
  );
}

/**
 * The item form, for a new item (`item` undefined) or a saved one at the version it was read at.
 * Field problems land under their fields; a stale save says who changed the item, with a Reload.
 */
function ItemForm({
  item,
  draft,
  onDraft,
  onDone,
  onCancel,
}: {
  item: ExchangeItemDetail | undefined;
  draft: ItemFormValues | undefined;
  onDraft(values: ItemFormValues): void;
  onDone(): void;
  onCancel(): void;
}) {
  const { t } = useTranslation('exchange');
  const queryClient = useQueryClient();
  const [form] = Form.useForm<ItemFormValues>();
  const [start] = useState(() => (item ? formValuesOf(item) : NEW_ITEM));
  const changes = useFormChanged(form, start);
  const dirty = changes.changed || draft !== undefined;
  const save = useMutation({
    mutationFn: (values: ItemFormValues) => {
      const body = itemBodyOf(values);
      return item ? updateItem(item.id, { ...body, version: item.version }) : createItem(body);
    },
    onSuccess: (saved) => {
      refreshItems(queryClient, saved);
      feedback.success(t(item ? 'itemSaved' : 'itemCreated', { title: saved.title }));
      unsaved.settle();
      onDone();
    },
    onError: (error) => {
      const errors = fieldErrors(validationIssues(error), itemFields, itemFieldOfPath);
      if (errors.length > 0) form.setFields(errors);
    },
  });
  const submit = async (): Promise<boolean> => {
    try {
      await form.validateFields();
    } catch {
      return false;
    }
    if (save.isPending) return false;
    return save.mutateAsync(form.getFieldsValue(true) as ItemFormValues).then(
      () => true,
      () => false,
    );
  };
  const unsaved = useUnsavedChanges({
    dirty,
    save: submit,
    ...(item ? { anchor: ITEM_PARAM } : { scope: NEW_ITEM_SCOPE }),
  });
  const skuLabel = item?.skuCode ? `${item.skuCode} — ${item.productTitle ?? ''}` : undefined;

  return (
    <Form<ItemFormValues>
      name={item ? 'exchange-item-edit' : 'exchange-item-new'}
      form={form}
      layout="vertical"
      initialValues={draft ?? start}
      onValuesChange={() => {
        changes.measure();
        onDraft(form.getFieldsValue(true) as ItemFormValues);
      }}
      onFinish={() => void submit()}
    >
      {item ? (
        <StaleVersionAlert
          error={save.error}
          onReload={() => void queryClient.invalidateQueries({ queryKey: exchangeItemKeys.detail(item.id) })}
        />
      ) : null}
      {item ? <Redeemed item={item} /> : null}
      <ItemFormFields skuLabel={skuLabel} />
      {isStaleVersion(save.error) ? null : (
        <ActionError error={save.error} fields={[...itemFields, 'imageId']} />
      )}
      <Space style={{ marginTop: 16 }}>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {item ? t('save') : t('create')}
        </Button>
        <Button onClick={() => void unsaved.leave(onCancel)}>{t('close')}</Button>
      </Space>
    </Form>
  );
}

/**
 * The item drawer: a new item while `creating`, else the item of `?item=<id>` at the version read.
 * After a refused stale save, Reload fetches the item again and the form starts over from it.
 */
export function ItemDrawer({
  drawer,
  creating,
  onCreated,
  onClose,
}: {
  drawer: EditDrawer;
  creating: boolean;
  onCreated(): void;
  onClose(): void;
}) {
  const { t } = useTranslation('exchange');
  const id = drawer.id;
  const item = useQuery({ ...itemOptions(id ?? 0), enabled: id !== undefined && !creating });
  const data = item.data?.id === id ? item.data : undefined;
  const drafts = useFormDrafts<ItemFormValues>();
  const draftKey = creating ? 'new' : data ? `${data.id}:${data.version}` : '';
  const open = creating || id !== undefined;
  const newItem = useUnsavedScope(NEW_ITEM_SCOPE);
  const closeNow = () => {
    drafts.clear();
    if (creating) onClose();
    else drawer.close();
  };
  // An edit's drawer closes by dropping `?item=`, which the router's guard asks about; a new
  // item's asks here.
  const close = () => (creating ? void newItem.leave(closeNow) : closeNow());

  let body = <Skeleton active />;
  if (creating || data)
    body = (
      <ItemForm
        key={draftKey}
        item={creating ? undefined : data}
        draft={drafts.get(draftKey)}
        onDraft={(values) => drafts.set(draftKey, values)}
        onDone={() => {
          drafts.clear();
          if (creating) onCreated();
          else drawer.close();
        }}
        onCancel={closeNow}
      />
    );
  else if (item.isError)
    body = (
      <Result
        status="warning"
        title={t('itemLoadFailed')}
        subTitle={item.error.message}
        extra={<Button onClick={() => void item.refetch()}>{t('retry')}</Button>}
      />
    );

  return (
    <Drawer
      open={open}
      onClose={close}
      title={creating ? t('newItem') : data ? t('editItemNamed', { title: data.title }) : t('editItem')}
      size={640}
      destroyOnHidden
    >
      {data && item.isError && !creating ? (
        <Alert type="warning" showIcon style={{ marginBottom: 12 }} title={t('itemRefreshFailed')} />
      ) : null}
      {body}
    </Drawer>
  );
}
