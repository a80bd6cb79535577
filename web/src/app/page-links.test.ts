import { describe, expect, it } from 'vitest';
import { drawerLink, drawerParamOf, pagePath } from './page-links';

describe('page links from the route table', () => {
  it('finds a page by its route name and fills its params', () => {
    expect(pagePath('Products')).toBe('/product/index');
    expect(pagePath('EditProduct', { id: 7 })).toBe('/product/edit/7');
    expect(pagePath('EditConfig', { key: 'shop_name' })).toBe('/config/edit/shop_name');
    expect(pagePath('Dashboard')).toBe('/dashboard/index');
    expect(pagePath('EditBox', { id: 4 })).toBe('/box/build/4');
    expect(pagePath('EditFeed', { id: 5 })).toBe('/feed/edit/5');
    expect(pagePath('EditArticle', { id: 6 })).toBe('/article/edit/6');
  });

  it("opens a record's drawer over its list", () => {
    expect(drawerLink('Orders', 12)).toBe('/order/index?order=12');
    expect(drawerLink('Users', 3)).toBe('/user/index?customer=3');
    expect(drawerLink('PayList', 9)).toBe('/payment/index?payment=9');
    expect(drawerParamOf('Staff')).toBe('edit');
    expect(drawerLink('RecordList', 5)).toBe('/record/index?draw=5');
  });

  it('refuses a name the table does not have, or a missing param', () => {
    expect(() => pagePath('Nowhere')).toThrow(/no page named Nowhere/);
    expect(() => pagePath('EditProduct')).toThrow(/needs :id/);
    expect(() => drawerLink('Products', 1)).toThrow(/opens no drawer/);
  });
});
