import { type ProductBulkAction, productBulkActions } from '@shop/contract/areas/product';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bulkActionLabelKeys } from '../../lib/labels/product-labels';
import { useCan } from '../../lib/permissions';
import { BulkPreviewDialog } from './bulk-preview-dialog';
import { BulkPriceDialog } from './bulk-price-dialog';

/**
 * The bulk bar's buttons for the selected products: publish, unpublish, archive and delete (each
 * previewed first), and a price change (previewed SKU by SKU). Deleting many is still deleting:
 * it shows only with `product.delete` (the server asks for both).
 */
export function ProductBulkActions({ ids, onDone }: { ids: number[]; onDone(): void }) {
  const { t } = useTranslation('product');
  const [action, setAction] = useState<ProductBulkAction | null>(null);
  const [pricing, setPricing] = useState(false);
  const mayDelete = useCan('product.delete');
  const actions = productBulkActions.filter((each) => each !== 'delete' || mayDelete);
  return (
    <>
      {actions.map((each) => (
        <Button key={each} size="small" danger={each === 'delete'} onClick={() => setAction(each)}>
          {t(bulkActionLabelKeys[each])}
        </Button>
      ))}
      <Button size="small" onClick={() => setPricing(true)}>
        {t('changePrices')}
      </Button>
      <BulkPreviewDialog action={action} ids={ids} onClose={() => setAction(null)} onApplied={onDone} />
      <BulkPriceDialog open={pricing} ids={ids} onClose={() => setPricing(false)} onApplied={onDone} />
    </>
  );
}
