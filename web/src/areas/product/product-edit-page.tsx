import type { ProductDetail } from '@shop/contract/areas/product';
import { Codes } from '@shop/contract/codes';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Flex, Result, Skeleton, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { pagePath } from '../../app/page-links';
import { useRecordTitle } from '../../app/route-title';
import { useFormDrafts } from '../../lib/list/form-drafts';
import { ApiError } from '../../lib/request';
import { productKeys } from '../../lib/resource-keys';
import { productOptions } from './product.queries';
import { ProductEditor } from './product-editor';
import type { ProductFormValues } from './product-form-values';
import { ProductStatusBar } from './product-status-bar';

/** `/product/create`: a new product; once saved, its edit page opens. */
function CreateProduct() {
  const { t: routeTitle } = useTranslation('route');
  // Bumped to start the form afresh (after a create, or Reset).
  const [epoch, setEpoch] = useState(0);
  return (
    <Card>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {routeTitle('createProduct')}
      </Typography.Title>
      <ProductEditor key={epoch} onRestart={() => setEpoch((n) => n + 1)} />
    </Card>
  );
}

/**
 * `/product/edit/:id`: the status bar and the form at the version read. A status move renews the
 * version, which restarts the form: what was typed is kept as a draft and the form starts from it.
 */
function EditProduct({ id }: { id: number }) {
  const { t } = useTranslation('product');
  const { t: routeTitle } = useTranslation('route');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const product = useQuery(productOptions(id));
  const drafts = useFormDrafts<ProductFormValues>();
  const snapshot = useRef<(() => ProductFormValues) | null>(null);
  const [epoch, setEpoch] = useState(0);
  // The tab and the document title name the product (its id until it loads).
  useRecordTitle(product.data?.title);

  const restart = () => {
    drafts.clear();
    setEpoch((n) => n + 1);
    void queryClient.invalidateQueries({ queryKey: productKeys.detail(id) });
  };
  // A draft belongs to the version our own move made: if someone else's save comes in later, the
  // form starts from theirs rather than saving typed values over it at their version. (The move
  // then puts the saved product in the cache, which restarts the form from this draft.)
  const moved = (saved: ProductDetail) => {
    const values = snapshot.current?.();
    if (values) drafts.set(`${id}:${saved.version}`, values);
  };

  const data = product.data;
  const missing = product.error instanceof ApiError && product.error.code === Codes.NOT_FOUND;
  let body: React.ReactNode;
  if (missing) {
    body = (
      <Result
        status="404"
        title={t('notFoundTitle', { id })}
        extra={<Button onClick={() => navigate(pagePath('Products'))}>{t('backToList')}</Button>}
      />
    );
  } else if (product.isError && !data) {
    body = (
      <Result
        status="error"
        title={t('loadFailed')}
        subTitle={product.error.message}
        extra={<Button onClick={() => void product.refetch()}>{t('retry')}</Button>}
      />
    );
  } else if (!data) {
    body = <Skeleton active />;
  } else {
    body = (
      <Flex vertical gap={16}>
        <ProductStatusBar product={data} onMoved={moved} onReload={restart} />
        <ProductEditor
          key={`${data.id}:${data.version}:${epoch}`}
          product={data}
          draft={drafts.get(`${id}:${data.version}`)}
          snapshot={snapshot}
          onDirty={(next) => {
            // Saved: the saved product is the new start, not what was typed before.
            if (!next) drafts.clear();
          }}
          onRestart={restart}
        />
      </Flex>
    );
  }

  return (
    <Card>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {routeTitle('editProduct')}
        {data ? ` · ${data.title}` : null}
      </Typography.Title>
      {body}
    </Card>
  );
}

/** The create page and the edit pages share one route module; the `:id` tells them apart. */
export function ProductEditPage() {
  const { id } = useParams();
  return id ? <EditProduct id={Number(id)} /> : <CreateProduct />;
}
