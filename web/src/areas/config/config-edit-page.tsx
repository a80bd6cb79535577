import type { ConfigEntry } from '@shop/contract/areas/config';
import { Codes } from '@shop/contract/codes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, Form, Result, Skeleton, Space, Tag, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { pagePath } from '../../app/page-links';
import { feedback } from '../../lib/feedback';
import { isStaleVersion } from '../../lib/list/stale-version';
import { StaleVersionAlert } from '../../lib/list/stale-version-alert';
import { ApiError } from '../../lib/request';
import { configKeys } from '../../lib/resource-keys';
import { formatDateTime } from '../../lib/time';
import { validateThenSave } from '../../lib/unsaved/form-save';
import { useUnsavedChanges } from '../../lib/unsaved/use-unsaved-changes';
import { configOptions, refreshAround, updateConfig } from './config.queries';
import { ConfigForm, fieldIssuesOf, showFieldIssues } from './config-form';
import { type ConfigFormValues, entryFieldsOf, formValuesOf } from './config-form-values';
import { ConfigHistory } from './config-history';
import { useDeleteConfig } from './use-delete-config';
import { useShopTitleFollower } from './use-shop-title-follower';

/** The edit form of one entry, saved at the version it was read at. */
function EditForm({ entry }: { entry: ConfigEntry }) {
  const { t } = useTranslation('config');
  const [form] = Form.useForm<ConfigFormValues>();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const follow = useShopTitleFollower();
  const remover = useDeleteConfig(() => navigate(pagePath('ConfigList')));
  const [dirty, setDirty] = useState(false);
  const save = useMutation({
    mutationFn: (values: ConfigFormValues) =>
      updateConfig(entry.key, { version: entry.version, ...entryFieldsOf(values) }),
    onSuccess: (saved) => {
      setDirty(false);
      queryClient.setQueryData(configKeys.detail(saved.key), saved);
      follow(saved);
      feedback.success(t('saved', { key: saved.key }));
    },
    onError: (error) => showFieldIssues(form, error),
    // Lists and the history may show the entry: refresh them whether it saved or someone else won.
    onSettled: () => refreshAround(queryClient, entry.key),
  });

  useUnsavedChanges({ dirty, save: () => validateThenSave(form, (values) => save.mutateAsync(values)) });

  // A refusal that is neither stale (its own alert) nor about a field (shown under it).
  const unplaced =
    save.error && !isStaleVersion(save.error) && fieldIssuesOf(save.error).length === 0
      ? save.error.message
      : null;

  return (
    <>
      <StaleVersionAlert
        error={save.error}
        onReload={() => void queryClient.invalidateQueries({ queryKey: configKeys.detail(entry.key) })}
      />
      {unplaced ? (
        <Alert type="error" showIcon role="alert" style={{ marginBottom: 16 }} title={unplaced} />
      ) : null}
      <ConfigForm
        form={form}
        mode="edit"
        isSystem={entry.isSystem}
        initialValues={formValuesOf(entry)}
        onFinish={(values) => save.mutate(values)}
        onEdit={() => setDirty(true)}
      >
        <Space wrap>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {t('save')}
          </Button>
          <Button
            onClick={() => {
              form.resetFields();
              setDirty(false);
            }}
          >
            {t('reset')}
          </Button>
          {entry.isSystem || !remover.allowed ? null : (
            <Button danger loading={remover.pending === entry.key} onClick={() => void remover.ask(entry)}>
              {t('delete')}
            </Button>
          )}
        </Space>
      </ConfigForm>
    </>
  );
}

/** `/config/edit/:key`: the entry's form (at its version) and its history with revert. */
export function ConfigEditPage() {
  const { t, i18n } = useTranslation('config');
  const { t: routeTitle } = useTranslation('route');
  const { key = '' } = useParams();
  const navigate = useNavigate();
  const entry = useQuery(configOptions(key));
  const missing = entry.error instanceof ApiError && entry.error.code === Codes.NOT_FOUND;

  const data = entry.data;
  let body: ReactNode;
  if (missing) {
    body = (
      <Result
        status="404"
        title={t('notFoundTitle', { key })}
        subTitle={t('notFoundText')}
        extra={<Button onClick={() => navigate(pagePath('ConfigList'))}>{t('backToList')}</Button>}
      />
    );
  } else if (entry.isError) {
    body = (
      <Result
        status="error"
        title={t('loadFailed')}
        subTitle={entry.error.message}
        extra={<Button onClick={() => void entry.refetch()}>{t('retry')}</Button>}
      />
    );
  } else if (!data) {
    body = <Skeleton active />;
  } else {
    body = (
      <>
        <Typography.Paragraph type="secondary">
          {t('versionLine', {
            version: data.version,
            name: data.updatedBy ?? t('nobody'),
            time: formatDateTime(data.updatedAt, i18n.language),
          })}
        </Typography.Paragraph>
        <EditForm key={`${data.key}:${data.version}`} entry={data} />
      </>
    );
  }

  return (
    <Flex vertical gap={16}>
      <Card>
        <Typography.Title level={3} style={{ marginTop: 0 }}>
          {routeTitle('editConfig')} <code>{key}</code>{' '}
          {data?.isSystem ? <Tag color="blue">{t('system')}</Tag> : null}
        </Typography.Title>
        {body}
      </Card>
      {data && !missing ? <ConfigHistory entry={data} /> : null}
    </Flex>
  );
}
