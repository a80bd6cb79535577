import type { ArticleDetail, ArticleListItem } from '@shop/contract/areas/article';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DatePicker, Form } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionModal } from '../../components/action-modal';
import { feedback } from '../../lib/feedback';
import { fieldErrors, validationIssues } from '../../lib/form-issues';
import { refreshArticles } from './article.queries';
import { scheduleArticle } from './article-actions.api';

/** Seconds count: the clock publishes within a few seconds of the moment chosen. */
const MOMENT_FORMAT = 'YYYY-MM-DD HH:mm:ss';

export interface ArticleScheduleDialogProps {
  article: Pick<ArticleListItem, 'id' | 'title' | 'version'>;
  onClose(): void;
  onScheduled?(saved: ArticleDetail): void;
}

/** Schedule… : a moment in the future (to the second) when the server's clock publishes the article. */
export function ArticleScheduleDialog({ article, onClose, onScheduled }: ArticleScheduleDialogProps) {
  const { t } = useTranslation('article');
  const queryClient = useQueryClient();
  const [form] = Form.useForm<{ publishAt: Dayjs | null }>();
  const [picked, setPicked] = useState<Dayjs | null>(null);
  const schedule = useMutation({
    mutationFn: (publishAt: Dayjs) => scheduleArticle(article.id, article.version, publishAt.toISOString()),
    onSuccess: (saved) => {
      refreshArticles(queryClient, saved);
      feedback.success(t('moved.schedule', { title: saved.title }));
      onScheduled?.(saved);
      onClose();
    },
    onError: (error) => {
      form.setFields(fieldErrors(validationIssues(error), ['publishAt'] as const));
      refreshArticles(queryClient);
    },
  });

  const submit = async (): Promise<boolean> => {
    const values = await form.validateFields().catch(() => null);
    if (!values?.publishAt) return false;
    return schedule.mutateAsync(values.publishAt).then(
      () => true,
      () => false,
    );
  };

  return (
    <ActionModal
      title={t('scheduleTitle', { title: article.title })}
      okText={t('move.schedule')}
      onOk={() => void submit()}
      onClose={onClose}
      pending={schedule.isPending}
      error={schedule.error}
      fields={['publishAt']}
      onReload={onClose}
      unsaved={{ dirty: picked !== null, save: submit }}
    >
      <Form form={form} layout="vertical" onValuesChange={(_, all) => setPicked(all.publishAt ?? null)}>
        <Form.Item
          name="publishAt"
          label={t('publishAt')}
          extra={t('publishAtHelp')}
          rules={[
            { required: true, message: t('publishAtRequired') },
            {
              validator: async (_, value: Dayjs | null) => {
                if (value && !value.isAfter(dayjs())) throw new Error(t('publishAtFuture'));
              },
            },
          ]}
        >
          <DatePicker
            showTime={{ format: 'HH:mm:ss' }}
            format={MOMENT_FORMAT}
            placeholder={MOMENT_FORMAT}
            disabledDate={(day) => day.isBefore(dayjs(), 'day')}
            style={{ width: '100%' }}
          />
        </Form.Item>
      </Form>
    </ActionModal>
  );
}
