import { messageCatalogue } from '../message.js';

/**
 * What the exchange area's refusals and field checks say, in English; the console translates each
 * key. Statuses travel as their codes (`TO_SHIP`), times as ISO strings, cash as minor units.
 */
export const exchangeMessages = messageCatalogue('exchange', {
  // Field checks of the contract's bodies (the generic `field.*` say the rest).
  'exchange.titleRequired': 'Give the item a title',
  'exchange.pointsPricePositive': 'The points price must be at least 1',
  'exchange.windowOrder': 'The end must be after the start',

  // Field checks only the server can make.
  'exchange.skuNotFound': 'No such SKU in the catalogue',
  'exchange.imageNotFound': 'No such image',
  'exchange.quotaBelowRedeemed': 'The quota cannot be below the {{redeemed}} already redeemed',
  'exchange.customerNotFound': 'No such customer',
  'exchange.addressRequired': 'Pick the address the item ships to',
  'exchange.addressNotFound': 'This address is not one of the customer’s',
  'exchange.perOrderLimit': 'At most {{limit}} per exchange order',
  'exchange.nothingToPay': 'This item has no cash part to pay',

  // Missing rows.
  'exchange.itemNotFound': 'No such exchange item',
  'exchange.orderNotFound': 'No such exchange order',

  // 42203: the item cannot be redeemed now (data: itemId, status, startsAt, endsAt).
  'exchange.itemOff': 'This item is off and cannot be redeemed',
  'exchange.itemNotStarted': 'This item can be redeemed from {{startsAt}}',
  'exchange.itemEnded': 'This item could be redeemed until {{endsAt}}',
  'exchange.itemDeleted': 'This item was deleted',
  'exchange.deleteOnItem': 'Turn the item off before deleting it',

  // 42201: not enough left (data: ExchangeQuotaShortData, ExchangeCustomerLimitData).
  'exchange.quotaShort': 'Only {{left}} left of this item’s quota, {{requested}} requested',
  'exchange.perCustomerLimit':
    'At most {{limit}} per customer: this customer already has {{already}}, {{requested}} requested',

  // 42203: an order action from a status that does not allow it (data: exchangeNo, status).
  'exchange.cannotPay':
    'Cannot record a payment for an exchange order that is {{status}}; allowed from {{allowed}}',
  'exchange.cannotShip': 'Cannot ship an exchange order that is {{status}}; allowed from {{allowed}}',
  'exchange.cannotComplete': 'Cannot complete an exchange order that is {{status}}; allowed from {{allowed}}',
  'exchange.cannotCancel': 'Cannot cancel an exchange order that is {{status}}; allowed from {{allowed}}',
  'exchange.virtualNotShipped': 'A virtual item has nothing to ship',

  // 403: cancelling an order whose cash part was paid refunds it.
  'exchange.paidCancelNeedsRefund':
    'Cancelling an exchange order whose cash part was paid refunds it, and refunds are for developers and admins',
});
