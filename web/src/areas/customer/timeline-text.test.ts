import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, loadLanguage } from '../../lib/i18n';
import { timelineText } from './timeline-text';

beforeAll(() => Promise.all([loadLanguage('zh'), loadLanguage('es')]));

// Staff edits as the server sends them: the facts in data (customer-timeline.test.ts on the server
// asserts the same shapes).
const entry = (type: string, data: Record<string, string> | null) => ({
  type: `customer.${type}`,
  message: '',
  data,
});
const addressWords = 'Ada, Leeds, 1 Mill Lane';

describe('timeline texts', () => {
  const en = i18n.getFixedT('en', 'customer');
  const zh = i18n.getFixedT('zh', 'customer');

  it('names staff edits in the console language, keeping only their facts', () => {
    expect(timelineText(entry('create', null), zh, 'zh')).toEqual({
      title: '创建客户',
      detail: null,
    });
    const edited = entry('update', { fields: 'name,tags' });
    expect(timelineText(edited, en, 'en')).toEqual({ title: 'Profile edited', detail: 'Name and Tags' });
    expect(timelineText(edited, i18n.getFixedT('es', 'customer'), 'es').detail).toBe('Nombre y Etiquetas');
    expect(timelineText(entry('update', { fields: '' }), en, 'en').detail).toBe('Saved without changes');
    expect(timelineText(entry('status', { status: 'DISABLED' }), zh, 'zh').title).toBe('停用客户');
    expect(timelineText(entry('status', { status: 'ACTIVE' }), en, 'en').title).toBe('Customer enabled');
    expect(timelineText(entry('address.add', { address: addressWords }), zh, 'zh')).toEqual({
      title: '添加地址',
      detail: 'Ada, Leeds, 1 Mill Lane',
    });
    expect(timelineText(entry('address.delete', { address: addressWords }), en, 'en')).toEqual({
      title: 'Address deleted',
      detail: 'Ada, Leeds, 1 Mill Lane',
    });
  });

  it('names order events by type, with what was written beneath', () => {
    expect(timelineText({ type: 'CANCELLED', message: 'Changed my mind', data: null }, en, 'en')).toEqual({
      title: 'Order cancelled',
      detail: 'Changed my mind',
    });
    expect(timelineText({ type: 'PAID', message: '', data: null }, zh, 'zh')).toEqual({
      title: '订单已付款',
      detail: null,
    });
  });

  it('shows a type it does not know as a change, with its message', () => {
    expect(timelineText({ type: 'points.adjust', message: '+50', data: null }, en, 'en')).toEqual({
      title: 'Change',
      detail: '+50',
    });
  });
});
