import type { ProductDetail } from '@shop/contract/areas/product';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Form, Space } from 'antd';
import { type RefObject, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { pagePath } from '../../app/page-links';
import { feedback } from '../../lib/feedback';
import { type Issue, validationIssues } from '../../lib/form-issues';
import { isStaleVersion } from '../../lib/list/stale-version';
import { StaleVersionAlert } from '../../lib/list/stale-version-alert';
import { useUnsavedChanges } from '../../lib/unsaved/use-unsaved-changes';
import { cacheProduct, createProduct, refreshProducts, updateProduct } from './product.queries';
import { ProductForm } from './product-form';
import {
  createBodyOf,
  formValuesOf,
  newProductValues,
  type ProductFormValues,
  updateBodyOf,
} from './product-form-values';
import { placeIssues } from './product-issue-fields';

const productEditPath = (id: number) => pagePath('EditProduct', { id });

/** Values the contract refused before sending: the issues travel on the error to the form. */
function refusedHere(issues: Issue[]): Error & { issues: Issue[] } {
  return Object.assign(new Error('refused in the browser'), { issues });
}

export interface ProductEditorProps {
  /** The saved product being edited; absent on the create page. */
  product?: ProductDetail;
  /** Values typed before this form last remounted (a status move renews the version). */
  draft?: ProductFormValues | undefined;
  /** Where the page reads the form's current values (kept as the draft across a status move). */
  snapshot?: RefObject<(() => ProductFormValues) | null>;
  /** Something was typed, or the typing was saved or dropped. */
  onDirty?(dirty: boolean): void;
  /** Starts the form again from the product as saved (after Reset or a stale save's Reload). */
  onRestart(): void;
}

/**
 * The product form with its save: the contract's schema judges the whole body first (so the
 * form refuses what the server would), then POST (and on to the edit page) or PUT at the version
 * read. Refusals land on their fields or cells; a stale save shows who changed it and Reload.
 */
export function ProductEditor({ product, draft, snapshot, onDirty, onRestart }: ProductEditorProps) {
  const { t } = useTranslation('product');
  const [form] = Form.useForm<ProductFormValues>();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [unplaced, setUnplaced] = useState<string[]>([]);
  const [initialValues] = useState(() => draft ?? (product ? formValuesOf(product) : newProductValues()));
  // A form restarted from a draft starts with its typed values.
  const [dirty, setDirty] = useState(draft !== undefined);
  const markDirty = (next: boolean) => {
    setDirty(next);
    onDirty?.(next);
  };

  useEffect(() => {
    if (!snapshot) return;
    snapshot.current = () => form.getFieldsValue(true) as ProductFormValues;
    return () => {
      snapshot.current = null;
    };
  }, [snapshot, form]);

  const showIssues = (issues: readonly Issue[]) => {
    const placed = placeIssues(issues);
    // The paths are the form's own (formFieldOf); antd types them only as literal tuples.
    form.setFields(placed.fields as Parameters<typeof form.setFields>[0]);
    setUnplaced(placed.unplaced);
    const first = placed.fields[0];
    if (first) form.scrollToField(first.name, { block: 'center' });
  };

  const save = useMutation({
    mutationFn: async (values: ProductFormValues) => {
      if (product) {
        const judged = updateBodyOf(values, product.version);
        if (!judged.ok) throw refusedHere(judged.issues);
        return updateProduct(product.id, judged.body);
      }
      const judged = createBodyOf(values);
      if (!judged.ok) throw refusedHere(judged.issues);
      return createProduct(judged.body);
    },
    onMutate: () => setUnplaced([]),
    onSuccess: (saved) => {
      cacheProduct(queryClient, saved);
      feedback.success(t(product ? 'saved' : 'created', { title: saved.title }));
      markDirty(false);
      if (!product) {
        // This page stays alive in its tab: the next visit starts a fresh product.
        onRestart();
        navigate(productEditPath(saved.id));
      }
    },
    onError: (error: Error & { issues?: Issue[] }) => {
      const issues = error.issues ?? validationIssues(error);
      if (issues.length > 0) showIssues(issues);
      // (A stale save has its own notice, above the buttons.)
      else if (!isStaleVersion(error)) setUnplaced([(error as Error).message]);
    },
    onSettled: (_data, error) => {
      // A refused body never left the browser: nothing to refresh.
      if (!(error && 'issues' in error)) refreshProducts(queryClient);
    },
  });
  const staleError = save.error && isStaleVersion(save.error) ? save.error : null;

  // Closing the tab or leaving asks first; its Save is this form's own (checks, then the request).
  useUnsavedChanges({
    dirty,
    save: async () => {
      const valid = await form.validateFields().then(
        () => true,
        () => false,
      );
      if (!valid) return false;
      return save.mutateAsync(form.getFieldsValue(true) as ProductFormValues).then(
        () => true,
        () => false,
      );
    },
  });

  return (
    <ProductForm
      name={product ? `product-edit-${product.id}` : 'product-create'}
      form={form}
      initialValues={initialValues}
      onFinish={() => save.mutate(form.getFieldsValue(true) as ProductFormValues)}
      onFinishFailed={() => setUnplaced([])}
      onEdit={() => markDirty(true)}
    >
      <StaleVersionAlert error={staleError} onReload={onRestart} />
      {unplaced.length > 0 ? <Alert type="error" showIcon role="alert" title={unplaced.join(' ')} /> : null}
      <Space>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {product ? t('save') : t('create')}
        </Button>
        <Button
          onClick={() => {
            markDirty(false);
            onRestart();
          }}
        >
          {t('reset')}
        </Button>
      </Space>
    </ProductForm>
  );
}
