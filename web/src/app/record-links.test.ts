import { describe, expect, it } from 'vitest';
import { recordLink } from './record-links';

describe('record links', () => {
  it("opens a record's drawer over its list, from the route table's drawerParam", () => {
    expect(recordLink('shop_order', '12')).toBe('/order/index?order=12');
    expect(recordLink('customer', '3')).toBe('/user/index?customer=3');
    expect(recordLink('exchange_order', '5')).toBe('/exchange/index?exchangeOrder=5');
    expect(recordLink('staff_user', '2')).toBe('/staff/index?edit=2');
    expect(recordLink('box_draw', '9')).toBe('/record/index?draw=9');
  });

  it('opens the page of a record that has its own', () => {
    expect(recordLink('product_spu', '7')).toBe('/product/edit/7');
    expect(recordLink('config_entry', 'shop_name')).toBe('/config/edit/shop_name');
    expect(recordLink('main_page', '1')).toBe('/config/main');
    expect(recordLink('box_series', '4')).toBe('/box/build/4');
    expect(recordLink('product_sku', '40')).toBe('/inventory/records?skuId=40');
  });

  it('links nowhere for a table without a page, or an id that is not one', () => {
    expect(recordLink('media_asset', '4')).toBeUndefined();
    expect(recordLink('legacy_table', '4')).toBeUndefined();
    expect(recordLink('shop_order', 'abc')).toBeUndefined();
    expect(recordLink('config_entry', 'a-b')).toBeUndefined();
  });
});
