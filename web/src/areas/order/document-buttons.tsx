import { FileTextOutlined } from '@ant-design/icons';
import { type OrderDocumentKind, orderDocumentKinds } from '@shop/contract/areas/order-document';
import { documentTitleLabels } from '@shop/contract/labels/order-document.labels';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../lib/i18n';
import { useCanCall } from '../../lib/permissions';
import { DocumentPreview } from './document-preview';

/**
 * "Packing slip" and "Invoice" for one order (the drawer) or the selected ones (the bulk bar),
 * each opening the print preview; drawn only for those who may read the documents.
 */
export function DocumentButtons({ ids, size }: { ids: readonly number[]; size?: 'small' }) {
  const mayPrint = useCanCall('getOrderDocuments', 'printOrderDocuments');
  // Drawn again when the language changes: the buttons name the documents in it.
  useTranslation('order');
  const [open, setOpen] = useState<OrderDocumentKind | null>(null);
  if (!mayPrint) return null;
  const language = currentLanguage();
  return (
    <>
      {orderDocumentKinds.map((kind) => (
        <Button
          key={kind}
          size={size}
          icon={<FileTextOutlined />}
          disabled={ids.length === 0}
          onClick={() => setOpen(kind)}
        >
          {documentTitleLabels[language][kind]}
        </Button>
      ))}
      {open ? <DocumentPreview kind={open} ids={ids} onClose={() => setOpen(null)} /> : null}
    </>
  );
}
