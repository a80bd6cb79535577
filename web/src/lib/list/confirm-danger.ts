import { Modal } from 'antd';

export interface DangerOptions {
  title: string;
  content: string;
  okText: string;
  cancelText: string;
}

/**
 * Asks before a destructive action (a bulk disable, a delete): a warning dialog whose OK button is
 * red. Resolves true when confirmed, false when cancelled or dismissed.
 */
export function confirmDanger(options: DangerOptions): Promise<boolean> {
  return new Promise((resolve) => {
    Modal.confirm({
      type: 'warning',
      ...options,
      okButtonProps: { danger: true },
      onOk: () => resolve(true),
      onCancel: () => resolve(false),
    });
  });
}
