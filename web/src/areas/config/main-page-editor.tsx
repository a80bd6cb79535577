import type { MainPage } from '@shop/contract/areas/main-page';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Col, Form, Result, Row, Skeleton, Space, Typography } from 'antd';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../lib/feedback';
import { StaleVersionAlert } from '../../lib/list/stale-version-alert';
import { mainPageKeys } from '../../lib/resource-keys';
import { formatDateTime } from '../../lib/time';
import { validateThenSave } from '../../lib/unsaved/form-save';
import { useUnsavedChanges } from '../../lib/unsaved/use-unsaved-changes';
import { mainPageOptions, saveMainPage } from './main-page.queries';
import { MainPageForm } from './main-page-form';
import { bodyOf, formValuesOf, type MainPageFormValues, serverFieldErrors } from './main-page-form-values';
import { MainPagePreview } from './main-page-preview';

/** The form beside its live preview, saved at the version it was read at. */
function EditForm({ page }: { page: MainPage }) {
  const { t } = useTranslation('mainPage');
  const queryClient = useQueryClient();
  const [form] = Form.useForm<MainPageFormValues>();
  const initialValues = useMemo(() => formValuesOf(page), [page]);
  // Every value as typed, for the preview; undefined until the fields have mounted.
  const watched = Form.useWatch((values: MainPageFormValues) => values, form) ?? initialValues;
  const save = useMutation({
    mutationFn: (values: MainPageFormValues) => saveMainPage(bodyOf(values, page.version)),
    // The new version re-keys this form, so it starts over from what was stored.
    onSuccess: (saved) => {
      queryClient.setQueryData(mainPageKeys.detail('admin'), saved);
      feedback.success(t('saved'));
    },
    onError: (error) => form.setFields(serverFieldErrors(error)),
  });
  // Typed since it was read (or reset): the watch renders on every change, so this stays current.
  const dirty = watched !== initialValues && form.isFieldsTouched();
  useUnsavedChanges({ dirty, save: () => validateThenSave(form, (values) => save.mutateAsync(values)) });

  return (
    <Row gutter={[24, 16]}>
      <Col xs={24} lg={14}>
        <StaleVersionAlert
          error={save.error}
          onReload={() => void queryClient.invalidateQueries({ queryKey: mainPageKeys.detail('admin') })}
        />
        <MainPageForm
          form={form}
          version={page.version}
          initialValues={initialValues}
          onFinish={(values) => save.mutate(values)}
        >
          <Space wrap>
            <Button type="primary" htmlType="submit" loading={save.isPending}>
              {t('save')}
            </Button>
            <Button onClick={() => form.resetFields()}>{t('reset')}</Button>
          </Space>
        </MainPageForm>
      </Col>
      <Col xs={24} lg={10}>
        <MainPagePreview values={watched} />
      </Col>
    </Row>
  );
}

/** `/config/main`: the storefront's main-page banner, edited beside a live preview. */
export function MainPageEditorPage() {
  const { t, i18n } = useTranslation('mainPage');
  const route = useTranslation('route');
  const page = useQuery(mainPageOptions());
  const data = page.data;

  let body: ReactNode;
  if (!data && page.isError) {
    body = (
      <Result
        status="error"
        title={t('loadFailed')}
        subTitle={page.error.message}
        extra={<Button onClick={() => void page.refetch()}>{t('retry')}</Button>}
      />
    );
  } else if (!data) {
    body = <Skeleton active paragraph={{ rows: 8 }} />;
  } else {
    body = (
      <>
        <Typography.Paragraph type="secondary">
          {t('updatedLine', {
            version: data.version,
            name: data.updatedBy ?? t('nobody'),
            time: formatDateTime(data.updatedAt, i18n.language),
          })}
        </Typography.Paragraph>
        <EditForm key={data.version} page={data} />
      </>
    );
  }

  return <Card title={route.t('mainPageConfig')}>{body}</Card>;
}
