import { beforeAll, describe, expect, it } from 'vitest';
import { auditMessage } from '../../../../server/src/areas/customer/customer-timeline.table';
import { i18n, loadLanguage } from '../../lib/i18n';
import { timelineText } from './timeline-text';

const address = { receiverName: 'Ada', city: 'Leeds', line: '1 Mill Lane' };

beforeAll(() => Promise.all([loadLanguage('zh'), loadLanguage('es')]));

// The summaries come from the server's own function, so a change of its wording fails here.
const entry = (type: string, before: object | null, after: object | null) => ({
  type: `customer.${type}`,
  message: auditMessage(type, before as Record<string, unknown>, after as Record<string, unknown>),
});

describe('timeline texts', () => {
  const en = i18n.getFixedT('en', 'customer');
  const zh = i18n.getFixedT('zh', 'customer');

  it('names staff edits in the console language, keeping only their facts', () => {
    expect(timelineText(entry('create', null, { name: 'Ada' }), zh, 'zh')).toEqual({
      title: '创建客户',
      detail: null,
    });
    const edited = entry(
      'update',
      { name: 'Ada', tags: [], note: '' },
      { name: 'Ada L', tags: ['VIP'], note: '' },
    );
    expect(timelineText(edited, en, 'en')).toEqual({ title: 'Profile edited', detail: 'Name and Tags' });
    expect(timelineText(edited, i18n.getFixedT('es', 'customer'), 'es').detail).toBe('Nombre y Etiquetas');
    expect(timelineText(entry('update', { name: 'Ada' }, { name: 'Ada' }), en, 'en').detail).toBe(
      'Saved without changes',
    );
    expect(timelineText(entry('status', { status: 'ACTIVE' }, { status: 'DISABLED' }), zh, 'zh').title).toBe(
      '停用客户',
    );
    expect(timelineText(entry('status', { status: 'DISABLED' }, { status: 'ACTIVE' }), en, 'en').title).toBe(
      'Customer enabled',
    );
    expect(timelineText(entry('address.add', null, address), zh, 'zh')).toEqual({
      title: '添加地址',
      detail: 'Ada, Leeds, 1 Mill Lane',
    });
    expect(timelineText(entry('address.delete', address, null), en, 'en')).toEqual({
      title: 'Address deleted',
      detail: 'Ada, Leeds, 1 Mill Lane',
    });
  });

  it('names order events by type, with what was written beneath', () => {
    expect(timelineText({ type: 'CANCELLED', message: 'Changed my mind' }, en, 'en')).toEqual({
      title: 'Order cancelled',
      detail: 'Changed my mind',
    });
    expect(timelineText({ type: 'PAID', message: '' }, zh, 'zh')).toEqual({
      title: '订单已付款',
      detail: null,
    });
  });

  it('shows a type it does not know as a change, with its message', () => {
    expect(timelineText({ type: 'points.adjust', message: '+50' }, en, 'en')).toEqual({
      title: 'Change',
      detail: '+50',
    });
  });
});
