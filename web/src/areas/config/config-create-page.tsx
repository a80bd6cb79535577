import type { ConfigEntry } from '@shop/contract/areas/config';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { pagePath } from '../../app/page-links';
import { feedback } from '../../lib/feedback';
import { configKeys } from '../../lib/resource-keys';
import { validateThenSave } from '../../lib/unsaved/form-save';
import { useUnsavedChanges } from '../../lib/unsaved/use-unsaved-changes';
import { createConfig, refreshAround } from './config.queries';
import { ConfigForm, fieldIssuesOf, showFieldIssues } from './config-form';
import { type ConfigFormValues, entryFieldsOf, NEW_ENTRY_VALUES } from './config-form-values';
import { useShopTitleFollower } from './use-shop-title-follower';

/** `/config/create`: a new entry; once saved, the list opens on it. */
export function ConfigCreatePage() {
  const { t } = useTranslation('config');
  const { t: routeTitle } = useTranslation('route');
  const [form] = Form.useForm<ConfigFormValues>();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const follow = useShopTitleFollower();
  const [dirty, setDirty] = useState(false);
  const create = useMutation({
    mutationFn: (values: ConfigFormValues) =>
      createConfig({ key: values.key.trim(), ...entryFieldsOf(values) }),
    onSuccess: (saved: ConfigEntry) => {
      queryClient.setQueryData(configKeys.detail(saved.key), saved);
      refreshAround(queryClient, saved.key);
      follow(saved);
      feedback.success(t('created', { key: saved.key }));
      // This page stays alive in its tab: the next visit starts a fresh entry.
      form.resetFields();
      setDirty(false);
      create.reset();
      navigate(`${pagePath('ConfigList')}?q=${encodeURIComponent(saved.key)}`);
    },
    onError: (error) => showFieldIssues(form, error),
  });
  useUnsavedChanges({ dirty, save: () => validateThenSave(form, (values) => create.mutateAsync(values)) });
  const unplaced = create.error && fieldIssuesOf(create.error).length === 0 ? create.error.message : null;

  return (
    <Card>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {routeTitle('createConfig')}
      </Typography.Title>
      {unplaced ? (
        <Alert type="error" showIcon role="alert" style={{ marginBottom: 16 }} title={unplaced} />
      ) : null}
      <ConfigForm
        form={form}
        mode="create"
        isSystem={false}
        initialValues={NEW_ENTRY_VALUES}
        onFinish={(values) => create.mutate(values)}
        onEdit={() => setDirty(true)}
      >
        <Space>
          <Button type="primary" htmlType="submit" loading={create.isPending}>
            {t('create')}
          </Button>
          <Button
            onClick={() => {
              form.resetFields();
              setDirty(false);
            }}
          >
            {t('reset')}
          </Button>
        </Space>
      </ConfigForm>
    </Card>
  );
}
