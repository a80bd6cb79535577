import { QueryClientProvider } from '@tanstack/react-query';
import { Button, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { publicQueryClient } from './public-query-client';
import { QrLoginPanel } from './qr-login-panel';
import './qr-login.css';

/**
 * The login page's third-party dialog (B-A7: titled like its button): sign in by confirming on a
 * phone where the console is already signed in. The page loads this module lazily, so the QR
 * library and the contract's schemas stay out of the login page's first chunk.
 */
export function QrLoginDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation('login');
  return (
    <Modal
      title={t('thirdparty')}
      open={open}
      onCancel={onClose}
      destroyOnHidden
      footer={<Button onClick={onClose}>{t('close')}</Button>}
    >
      {/* Unmounted as soon as the dialog closes, which ends the polling. */}
      {open ? (
        <QueryClientProvider client={publicQueryClient}>
          <QrLoginPanel />
        </QueryClientProvider>
      ) : null}
    </Modal>
  );
}
