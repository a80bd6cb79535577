import { canDoFeedPostAction, type FeedPostDetail, MAX_FEED_CONTENT } from '@shop/contract/areas/feed';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Form, Input, Space } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { pagePath } from '../../app/page-links';
import { CustomerSearchSelect } from '../../components/customer-search-select';
import { feedback } from '../../lib/feedback';
import { type Issue, issueText, validationIssues } from '../../lib/form-issues';
import { isStaleVersion } from '../../lib/list/stale-version';
import { StaleVersionAlert } from '../../lib/list/stale-version-alert';
import { useCan } from '../../lib/permissions';
import { useFormChanged } from '../../lib/unsaved/form-changed';
import { useUnsavedChanges } from '../../lib/unsaved/use-unsaved-changes';
import { refreshPosts } from './feed.queries';
import { createPost, submitPost, updatePost } from './feed-actions.api';
import { FeedImagesField } from './feed-images-field';
import {
  createBodyOf,
  type FeedPostFormValues,
  formValuesOf,
  NEW_POST,
  placeIssues,
  type SaveIntent,
  updateBodyOf,
} from './feed-post-values';
import { FeedProductsField } from './feed-products-field';

async function save(post: FeedPostDetail | undefined, values: FeedPostFormValues, intent: SaveIntent) {
  if (!post) return createPost(createBodyOf(values, intent));
  const saved = await updatePost(post.id, updateBodyOf(values, post.version));
  if ((intent === 'submit' || intent === 'publish') && canDoFeedPostAction('submit', saved.status))
    return submitPost(saved.id, saved.version, intent === 'publish');
  return saved;
}

export interface FeedPostFormProps {
  /** The staff post being edited, at the version read; absent on the create page. */
  post?: FeedPostDetail;
  onDirty?(dirty: boolean): void;
  /** Starts the form again from the post as saved (Reset, a stale save's Reload, after a create). */
  onRestart(): void;
}

/**
 * A staff post (or a customer's words entered for them): content, images, linked products. Saved
 * as a draft, submitted for review, or published at once by a moderator; an edit saves at the
 * version read and, from a draft or a rejection, may submit too. The server's field issues land
 * on their fields; the blocked words it found are shown by the page (on the post saved).
 */
export function FeedPostForm({ post, onDirty, onRestart }: FeedPostFormProps) {
  const { t } = useTranslation('feed');
  const [form] = Form.useForm<FeedPostFormValues>();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const mayModerate = useCan('feed.moderate');
  const [start] = useState(() => (post ? formValuesOf(post) : NEW_POST));
  const changes = useFormChanged(form, start);
  const [unplaced, setUnplaced] = useState<string[]>([]);
  const onBehalf = Form.useWatch('customerId', form) !== undefined;

  useEffect(() => onDirty?.(changes.changed), [changes.changed, onDirty]);

  const mutation = useMutation({
    mutationFn: ({ values, intent }: { values: FeedPostFormValues; intent: SaveIntent }) =>
      save(post, values, intent),
    onMutate: () => setUnplaced([]),
    onSuccess: (saved) => {
      refreshPosts(queryClient, [saved]);
      feedback.success(t(post ? 'saved' : 'created'));
      unsaved.settle();
      onDirty?.(false);
      if (!post) {
        onRestart();
        navigate(pagePath('EditFeed', { id: saved.id }));
      }
    },
    onError: (error: Error) => {
      const placed = placeIssues(validationIssues(error));
      form.setFields(
        placed.fields.map((issue: Issue) => ({
          name: issue.path[0] as keyof FeedPostFormValues,
          errors: [issueText(issue)],
        })),
      );
      const others = placed.unplaced.map(issueText);
      if (placed.fields.length === 0 && others.length === 0 && !isStaleVersion(error))
        others.push(error.message);
      setUnplaced(others);
      refreshPosts(queryClient);
    },
  });
  const stale = mutation.error && isStaleVersion(mutation.error) ? mutation.error : null;

  const submit = async (intent: SaveIntent): Promise<boolean> => {
    const valid = await form.validateFields().then(
      () => true,
      () => false,
    );
    if (!valid || mutation.isPending) return false;
    const values = form.getFieldsValue(true) as FeedPostFormValues;
    return mutation.mutateAsync({ values, intent }).then(
      () => true,
      () => false,
    );
  };
  const unsaved = useUnsavedChanges({ dirty: changes.changed, save: () => submit(post ? 'save' : 'draft') });
  const submittable = !post || canDoFeedPostAction('submit', post.status);
  const pending = mutation.isPending ? mutation.variables?.intent : undefined;

  return (
    <Form<FeedPostFormValues>
      name={post ? `feed-edit-${post.id}` : 'feed-create'}
      form={form}
      layout="vertical"
      initialValues={start}
      onValuesChange={changes.measure}
      style={{ maxWidth: 760 }}
    >
      <Form.Item
        name="content"
        label={t('contentLabel')}
        rules={[{ required: true, whitespace: true, message: t('contentRequired') }]}
      >
        <Input.TextArea
          placeholder={t('contentPlaceholder')}
          maxLength={MAX_FEED_CONTENT}
          showCount
          autoSize={{ minRows: 4, maxRows: 12 }}
        />
      </Form.Item>
      <Form.Item name="images" label={t('images')} extra={t('imagesHelp', { max: 9 })}>
        <FeedImagesField />
      </Form.Item>
      <Form.Item name="products" label={t('linkedProducts')}>
        <FeedProductsField />
      </Form.Item>
      {post ? null : (
        <Form.Item name="customerId" label={t('onBehalf')} extra={t('onBehalfHelp')}>
          <CustomerSearchSelect
            label={t('onBehalf')}
            placeholder={t('anyCustomer')}
            noneText={t('noCustomers')}
            unavailableText={t('customersUnavailable')}
            allowClear
          />
        </Form.Item>
      )}
      <StaleVersionAlert error={stale} onReload={onRestart} />
      {unplaced.length > 0 ? (
        <Alert type="error" showIcon role="alert" style={{ marginBottom: 12 }} title={unplaced.join(' ')} />
      ) : null}
      <Space wrap>
        {post ? (
          <Button
            type={submittable ? 'default' : 'primary'}
            loading={pending === 'save'}
            onClick={() => void submit('save')}
          >
            {t('saveChanges')}
          </Button>
        ) : (
          <Button loading={pending === 'draft'} onClick={() => void submit('draft')}>
            {t('saveDraft')}
          </Button>
        )}
        {submittable ? (
          <Button type="primary" loading={pending === 'submit'} onClick={() => void submit('submit')}>
            {t('submitForReview')}
          </Button>
        ) : null}
        {submittable && mayModerate && !onBehalf ? (
          <Button loading={pending === 'publish'} onClick={() => void submit('publish')}>
            {t('publishNow')}
          </Button>
        ) : null}
        <Button onClick={onRestart}>{t('reset')}</Button>
      </Space>
    </Form>
  );
}
