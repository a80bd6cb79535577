import { describe, expect, it } from 'vitest';
import { exportUrlWith } from './export-button';

describe('exportUrlWith', () => {
  it("adds the console's language to the filters, and codes only when asked", () => {
    expect(exportUrlWith('/base/admin/orders/export?tab=PAID&q=mug', 'zh', false)).toBe(
      '/base/admin/orders/export?tab=PAID&q=mug&lang=zh',
    );
    expect(exportUrlWith('/base/admin/orders/export', 'ja', true)).toBe(
      '/base/admin/orders/export?lang=ja&codes=true',
    );
  });
});
