import { messageCatalogue } from '../message.js';

/**
 * What the box area's refusals and field checks say, in English; the console translates each key.
 * Statuses and tiers travel as their codes (`ON_SALE`, `RARE`), times as ISO strings, cash as
 * minor units.
 */
export const boxMessages = messageCatalogue('box', {
  // Field checks of the contract's bodies.
  'box.titleRequired': 'Give the box a title',
  'box.pricePositive': 'A price must be at least 1',
  'box.priceRequired': 'Give the box a price in money, in points, or both',
  'box.windowOrder': 'The end must be after the start',
  'box.guaranteeIncomplete': 'A guarantee needs both its number of draws and its tier',
  'box.guaranteeNoPrize': 'The pool has no prize of the guaranteed tier or rarer',
  'box.skuTwice': 'This SKU is already a prize of the box',
  'box.quantityPositive': 'A prize needs at least 1 in the pool',
  'box.tooManyPrizes': 'At most 50 prizes per box',

  // Field checks only the server can make.
  'box.skuNotFound': 'No such SKU in the catalogue',
  'box.coverNotFound': 'No such image',
  'box.prizeNotFound': 'This prize is not one of the box’s',
  'box.quantityBelowDrawn': 'The pool cannot hold fewer than the {{drawn}} already drawn',
  'box.prizeHasDraws':
    'This prize was drawn {{drawn}} times and cannot be removed; lower its quantity to {{drawn}} instead',
  'box.customerNotFound': 'No such customer',
  'box.addressNotFound': 'This address is not one of the customer’s',
  'box.payMethodNotSold': 'This box is not sold for {{payMethod}}',
  'box.paymentRequired': 'Record the money received for the draw',
  'box.paymentNotForPoints': 'A draw paid in points takes no money',
  'box.ageNotConfirmed': 'Confirm the customer is at least {{age}}',

  // Missing rows.
  'box.notFound': 'No such box',
  'box.drawNotFound': 'No such draw',

  // 42203: the life cycle (data: seriesId, status, allowed).
  'box.cannotPublish': 'Cannot put a box that is {{status}} on sale; allowed from {{allowed}}',
  'box.cannotPause': 'Cannot pause a box that is {{status}}; allowed from {{allowed}}',
  'box.cannotEnd': 'Cannot end a box that is {{status}}; allowed from {{allowed}}',
  'box.cannotDelete': 'Only a draft box can be deleted; this one is {{status}}',
  'box.prizesLocked':
    'The prizes, prices and rules of a box that is {{status}} cannot change; pause it first',
  'box.noPrizes': 'Add prizes before putting the box on sale',
  'box.poolEmpty': 'Every prize has been drawn: add to the pool before putting the box on sale',

  // 42203: the box cannot be drawn from now.
  'box.notOnSale': 'This box is {{status}} and cannot be drawn from',
  'box.notStarted': 'This box goes on sale at {{startsAt}}',
  'box.saleEnded': 'This box’s sale ended at {{endsAt}}',

  // 42201: nothing left, or the customer's day is used up (data: BoxDrawRefusalData).
  'box.soldOut': 'This box is sold out',
  'box.dailyLimit': 'At most {{limit}} draws per customer per day: this customer has drawn {{already}} today',
  'box.prizeStockShort':
    'The prize drawn is short of stock; nothing was charged. Restock it or pause the box',

  // 42203: fulfilment (data: drawNo, status).
  'box.cannotShip': 'Cannot ship a prize that is {{status}}; allowed from {{allowed}}',
  'box.cannotComplete': 'Cannot complete a draw that is {{status}}; allowed from {{allowed}}',
});
