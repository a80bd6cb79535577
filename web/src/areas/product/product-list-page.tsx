import { ApartmentOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { type ProductListItem, type ProductListQuery, productListQuery } from '@shop/contract/areas/product';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { pagePath } from '../../app/page-links';
import { apiUrl } from '../../lib/api';
import { ExportButton } from '../../lib/list/export-button';
import { ListEmpty } from '../../lib/list/list-empty';
import { ListTable } from '../../lib/list/list-table';
import { useListParams } from '../../lib/list/use-list-params';
import { useCanCall } from '../../lib/permissions';
import { useMoney } from '../../lib/use-money';
import { CategoryDrawer } from './category-drawer';
import { ImportDialog } from './import-dialog';
import { filtersQuery, productListOptions } from './product.queries';
import { ProductBulkActions } from './product-bulk-actions';
import { useProductColumns } from './product-columns';
import { ProductFilters } from './product-filters';
import { useProductActions } from './use-product-actions';

/** The list's filters as the export takes them (the same, without paging). */
function exportQuery({ page: _page, pageSize: _size, ...filters }: ProductListQuery) {
  return filtersQuery(filters);
}

/**
 * `/product/index`: the catalogue with filters, sort and paging in the URL; bulk status and price
 * changes (each previewed), CSV export of the filtered list and import, and the category tree.
 */
export function ProductListPage() {
  const { t } = useTranslation('product');
  const { t: routeTitle } = useTranslation('route');
  const navigate = useNavigate();
  const { params, update, reset } = useListParams(productListQuery);
  const query = useQuery(productListOptions(params));
  const columns = useProductColumns(useProductActions(), useMoney());
  const [selected, setSelected] = useState<ProductListItem[]>([]);
  const [categoriesOpen, setCategoriesOpen] = useState(false);
  const [importOpen, setImportOpen] = useState(false);
  const mayImport = useCanCall('productImport');
  const filtered = Boolean(
    params.q ||
      params.categoryId ||
      params.status ||
      params.stock ||
      params.isNew !== undefined ||
      params.isRecommended !== undefined,
  );

  return (
    <Card>
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 8 }}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {routeTitle('product')}
        </Typography.Title>
        <Flex gap={8} wrap>
          <Button icon={<ApartmentOutlined />} onClick={() => setCategoriesOpen(true)}>
            {t('categories')}
          </Button>
          {mayImport ? (
            <Button icon={<UploadOutlined />} onClick={() => setImportOpen(true)}>
              {t('import')}
            </Button>
          ) : null}
          <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(pagePath('CreateProduct'))}>
            {t('newProduct')}
          </Button>
        </Flex>
      </Flex>
      <ListTable<ProductListItem>
        listId="product"
        columns={columns}
        query={query}
        rowKey="id"
        state={params}
        // The table's sort values come from the columns' sort fields, so they are the contract's.
        onStateChange={(patch) => update(patch as Partial<ProductListQuery>)}
        toolbar={<ProductFilters params={params} update={update} />}
        extra={<ExportButton url={apiUrl('exportProducts', { query: exportQuery(params) })} />}
        selection={{
          rows: selected,
          onChange: setSelected,
          rowLabel: (row) => t('selectRow', { title: row.title }),
          operation: 'bulkProducts',
          actions: <ProductBulkActions ids={selected.map((row) => row.id)} onDone={() => setSelected([])} />,
        }}
        empty={
          <ListEmpty filtered={filtered} noMatch={t('emptyFiltered')} none={t('emptyAll')} onClear={reset} />
        }
      />
      <CategoryDrawer open={categoriesOpen} onClose={() => setCategoriesOpen(false)} />
      <ImportDialog open={importOpen} onClose={() => setImportOpen(false)} />
    </Card>
  );
}
