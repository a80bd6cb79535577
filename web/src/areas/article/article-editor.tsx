import type { ArticleDetail } from '@shop/contract/areas/article';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Form, Space } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { pagePath } from '../../app/page-links';
import { feedback } from '../../lib/feedback';
import { fieldErrors, issueText, validationIssues } from '../../lib/form-issues';
import { isStaleVersion } from '../../lib/list/stale-version';
import { StaleVersionAlert } from '../../lib/list/stale-version-alert';
import { useFormChanged } from '../../lib/unsaved/form-changed';
import { useUnsavedChanges } from '../../lib/unsaved/use-unsaved-changes';
import { refreshArticles } from './article.queries';
import { createArticle, updateArticle } from './article-actions.api';
import { ArticleFormFields } from './article-form-fields';
import {
  type ArticleFormValues,
  bodyOf,
  fieldOfPath,
  formFields,
  formValuesOf,
  isFormField,
  NEW_ARTICLE,
  slugFromTitle,
} from './article-form-values';
import { ArticlePreview } from './article-preview';

export interface ArticleEditorProps {
  /** The saved article, at the version read; absent on the create page. */
  article?: ArticleDetail;
  onDirty?(dirty: boolean): void;
  /** Starts the form again from the article as saved (after Reset or a stale save's Reload). */
  onRestart(): void;
}

/**
 * The article form with Save and Preview. The slug follows the title until it is typed by hand
 * (a saved article keeps its own). Refusals land on their fields (a slug in use on the slug); a
 * stale save says who changed the article, with Reload.
 */
export function ArticleEditor({ article, onDirty, onRestart }: ArticleEditorProps) {
  const { t } = useTranslation('article');
  const [form] = Form.useForm<ArticleFormValues>();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [start] = useState(() => (article ? formValuesOf(article) : NEW_ARTICLE));
  const changes = useFormChanged(form, start);
  const slugTyped = useRef(Boolean(article));
  const [unplaced, setUnplaced] = useState<string[]>([]);
  const [previewing, setPreviewing] = useState<ArticleFormValues | null>(null);
  const knownProducts = useMemo(
    () => new Map((article?.products ?? []).map((p) => [p.id, p.title] as const)),
    [article],
  );

  useEffect(() => onDirty?.(changes.changed), [changes.changed, onDirty]);

  const save = useMutation({
    mutationFn: (values: ArticleFormValues) =>
      article
        ? updateArticle(article.id, { ...bodyOf(values), version: article.version })
        : createArticle(bodyOf(values)),
    onMutate: () => setUnplaced([]),
    onSuccess: (saved) => {
      refreshArticles(queryClient, saved);
      feedback.success(t(article ? 'saved' : 'created', { title: saved.title }));
      unsaved.settle();
      onDirty?.(false);
      if (!article) {
        onRestart();
        navigate(pagePath('EditArticle', { id: saved.id }));
      }
    },
    onError: (error) => {
      const issues = validationIssues(error);
      form.setFields(fieldErrors(issues, formFields, fieldOfPath));
      const elsewhere = issues.filter((issue) => !isFormField(issue.path[0]));
      if (elsewhere.length > 0) setUnplaced([...new Set(elsewhere.map(issueText))]);
      else if (issues.length === 0 && !isStaleVersion(error)) setUnplaced([error.message]);
      refreshArticles(queryClient);
    },
  });
  const staleError = save.error && isStaleVersion(save.error) ? save.error : null;

  const submit = async (): Promise<boolean> => {
    const valid = await form.validateFields().then(
      () => true,
      () => false,
    );
    if (!valid || save.isPending) return false;
    return save.mutateAsync(form.getFieldsValue(true) as ArticleFormValues).then(
      () => true,
      () => false,
    );
  };
  const unsaved = useUnsavedChanges({ dirty: changes.changed, save: submit });

  const onValuesChange = (changed: Partial<ArticleFormValues>) => {
    changes.measure();
    if ('slug' in changed) slugTyped.current = true;
    if ('title' in changed && !slugTyped.current) {
      const title = changed.title ?? '';
      void slugFromTitle(title).then((slug) => {
        // Only for the title still typed: a slower pinyin load must not overwrite a newer slug.
        if (!slugTyped.current && form.getFieldValue('title') === title) {
          form.setFieldValue('slug', slug);
          changes.measure();
        }
      });
    }
  };

  return (
    <Form<ArticleFormValues>
      name={article ? `article-edit-${article.id}` : 'article-create'}
      form={form}
      layout="vertical"
      initialValues={start}
      onValuesChange={onValuesChange}
      onFinish={() => void submit()}
      onFinishFailed={() => setUnplaced([])}
    >
      <ArticleFormFields knownProducts={knownProducts} />
      <StaleVersionAlert error={staleError} onReload={onRestart} />
      {unplaced.length > 0 ? (
        <Alert type="error" showIcon role="alert" style={{ marginTop: 12 }} title={unplaced.join(' ')} />
      ) : null}
      <Space style={{ marginTop: 16 }} wrap>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {article ? t('save') : t('create')}
        </Button>
        <Button onClick={() => setPreviewing(form.getFieldsValue(true) as ArticleFormValues)}>
          {t('preview')}
        </Button>
        <Button onClick={onRestart}>{t('reset')}</Button>
      </Space>
      {previewing ? <ArticlePreview values={previewing} onClose={() => setPreviewing(null)} /> : null}
    </Form>
  );
}
