import { Modal } from 'antd';
import type { ConfirmOptions } from './feedback';

/** A warning confirm dialog (role `dialog`, titled), e.g. the re-login question of B-B6. */
export function openConfirm(options: ConfirmOptions): void {
  Modal.confirm({ type: 'warning', ...options });
}
