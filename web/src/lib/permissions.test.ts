import { apiRoutes } from '@shop/contract/api-routes';
import { defaultPermissionsOf } from '@shop/contract/permissions';
import { describe, expect, it } from 'vitest';
import { apiUrl } from './api';
import { canCall, operationAt } from './permissions';

const editor = [...defaultPermissionsOf('editor')];

describe('what a member may call', () => {
  it('asks for the access its endpoint declares, an action with its page', () => {
    expect(canCall(['order'], 'listOrders')).toBe(true);
    expect(canCall(['order'], 'exportOrders')).toBe(false);
    expect(canCall(['order', 'order.export'], 'exportOrders')).toBe(true);
    // An action counts only with its page, as on the server.
    expect(canCall(['order.export'], 'exportOrders')).toBe(false);
    expect(canCall(['order'], 'refundOrder')).toBe(false);
    expect(canCall(editor, 'refundOrder')).toBe(false);
    expect(canCall([...defaultPermissionsOf('admin')], 'refundOrder')).toBe(true);
  });

  it('lets anyone signed in call the public and signed-in endpoints', () => {
    expect(canCall([], 'getUserInfo')).toBe(true);
    expect(canCall([], 'uploadMedia')).toBe(true);
    expect(canCall([], 'getHealth')).toBe(true);
  });

  it('reads every endpoint’s access from the generated routes', () => {
    for (const [, , access] of Object.values(apiRoutes)) expect(typeof access).toBe('string');
    expect(apiRoutes.deleteConfig[2]).toBe('config.delete');
    expect(apiRoutes.bulkAdjustStock[2]).toBe('inventory.adjust');
  });
});

describe('the operation an address reaches', () => {
  it('finds an export by the address apiUrl writes, with its query and origin', () => {
    expect(operationAt('GET', apiUrl('exportOrders', { query: { q: 'mug' } }))).toBe('exportOrders');
    expect(operationAt('GET', `http://127.0.0.1:8080${apiRoutes.exportPointLedger[1]}?lang=en`)).toBe(
      'exportPointLedger',
    );
  });

  it('prefers a literal segment to a path parameter', () => {
    expect(operationAt('GET', '/base/admin/products/export')).toBe('exportProducts');
    expect(operationAt('GET', '/base/admin/products/12')).toBe('getProduct');
    expect(operationAt('DELETE', '/base/admin/products/12')).toBe('deleteProduct');
  });

  it('finds nothing for another method or an address outside the API', () => {
    expect(operationAt('POST', '/base/admin/orders/export')).toBeUndefined();
    expect(operationAt('GET', '/elsewhere/orders/export')).toBeUndefined();
    expect(operationAt('GET', '/base/admin/products/')).toBeUndefined();
  });
});
