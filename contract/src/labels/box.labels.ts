import type { BoxFulfilStatus, BoxPayMethod, BoxStatus, BoxTier, boxDrawChannels } from '../areas/box.js';
import type { LabelTable } from './label-table.js';

/* The box codes as people read them, in every language: the record list's export reads these. */

export const boxStatusLabels: LabelTable<BoxStatus> = {
  zh: { DRAFT: '草稿', ON_SALE: '在售', PAUSED: '已暂停', SOLD_OUT: '已售罄', ENDED: '已结束' },
  en: { DRAFT: 'Draft', ON_SALE: 'On sale', PAUSED: 'Paused', SOLD_OUT: 'Sold out', ENDED: 'Ended' },
  es: {
    DRAFT: 'Borrador',
    ON_SALE: 'A la venta',
    PAUSED: 'En pausa',
    SOLD_OUT: 'Agotada',
    ENDED: 'Terminada',
  },
  ja: { DRAFT: '下書き', ON_SALE: '販売中', PAUSED: '一時停止', SOLD_OUT: '完売', ENDED: '終了' },
};

export const boxTierLabels: LabelTable<BoxTier> = {
  zh: { COMMON: '普通款', RARE: '稀有款', HIDDEN: '隐藏款' },
  en: { COMMON: 'Common', RARE: 'Rare', HIDDEN: 'Hidden' },
  es: { COMMON: 'Común', RARE: 'Rara', HIDDEN: 'Oculta' },
  ja: { COMMON: 'ノーマル', RARE: 'レア', HIDDEN: 'シークレット' },
};

export const boxFulfilStatusLabels: LabelTable<BoxFulfilStatus> = {
  zh: { TO_SHIP: '待发货', SHIPPED: '已发货', COMPLETED: '已完成' },
  en: { TO_SHIP: 'To ship', SHIPPED: 'Shipped', COMPLETED: 'Completed' },
  es: { TO_SHIP: 'Por enviar', SHIPPED: 'Enviado', COMPLETED: 'Completado' },
  ja: { TO_SHIP: '発送待ち', SHIPPED: '発送済み', COMPLETED: '完了' },
};

export const boxPayMethodLabels: LabelTable<BoxPayMethod> = {
  zh: { CASH: '现金', POINTS: '积分' },
  en: { CASH: 'Money', POINTS: 'Points' },
  es: { CASH: 'Dinero', POINTS: 'Puntos' },
  ja: { CASH: '現金', POINTS: 'ポイント' },
};

export const boxDrawChannelLabels: LabelTable<(typeof boxDrawChannels)[number]> = {
  zh: { STAFF: '柜台', STOREFRONT: '店铺' },
  en: { STAFF: 'Counter', STOREFRONT: 'Storefront' },
  es: { STAFF: 'Mostrador', STOREFRONT: 'Tienda' },
  ja: { STAFF: 'カウンター', STOREFRONT: 'ストア' },
};
