import { messageCatalogue } from '../message.js';

/**
 * What the order area's refusals and field checks say, in English; the console translates each key.
 * Statuses travel as their codes (`PAID`), amounts as cents (the console formats those it shows).
 */
export const orderMessages = messageCatalogue('order', {
  // Field checks of the contract's bodies (the generic `field.*` say the rest).
  'order.addSku': 'Add at least one SKU',
  'order.eachSkuOnce': 'Each SKU once',
  'order.referenceRequired': 'Give the receipt or transfer reference',
  'order.referenceChars': 'Use letters, digits and . / : # - _ only',
  'order.carrierRequired': 'Which carrier?',
  'order.trackingRequired': 'Give the tracking number',
  'order.pickOrder': 'Pick at least one order',
  'order.tooManyToShip': 'At most {{max}} orders at once',
  'order.tooManyToPrint': 'Print at most {{max}} orders at once',
  'order.eachOrderOnce': 'Each order once',
  'order.reasonRequired': 'Give a reason',
  'order.noteRequired': 'Write the note',
  'order.pickLines': 'Pick the lines concerned',
  'order.eachLineOnce': 'Each line once',
  'order.cashNeedsKey': 'A cash payment without a reference needs an idempotency key',
  'order.carrierTooLong': 'A carrier name has at most 32 characters',

  // Missing rows.
  'order.notFound': 'No such order',
  'order.afterSaleNotFound': 'No such after-sale',
  'order.printNotFound': 'No order has the id {{id}}: nothing was printed',

  // 42203: an order action from a status that does not allow it (data: orderNo, status).
  'order.cannotPay': 'Cannot record a payment for an order that is {{status}}; allowed from {{allowed}}',
  'order.cannotShip': 'Cannot ship an order that is {{status}}; allowed from {{allowed}}',
  'order.cannotComplete': 'Cannot complete an order that is {{status}}; allowed from {{allowed}}',
  'order.cannotCancel': 'Cannot cancel an order that is {{status}}; allowed from {{allowed}}',
  'order.cannotEditAddress':
    'Cannot change the address of an order that is {{status}}; allowed from {{allowed}}',
  'order.cannotNote': 'Cannot add a note to an order that is {{status}}; allowed from {{allowed}}',
  'order.cannotRequestAfterSale':
    'Cannot open an after-sale for an order that is {{status}}; allowed from {{allowed}}',
  'order.cannotRefund': 'Cannot refund an order that is {{status}}; allowed from {{allowed}}',

  // 42203: an after-sale step from a status that does not allow it (data: afterSaleNo, status).
  'order.afterSaleCannotApprove': 'Cannot approve an after-sale that is {{status}}; allowed from {{allowed}}',
  'order.afterSaleCannotReject': 'Cannot reject an after-sale that is {{status}}; allowed from {{allowed}}',
  'order.afterSaleCannotReceive': 'Cannot receive an after-sale that is {{status}}; allowed from {{allowed}}',
  'order.afterSaleCannotCancel': 'Cannot cancel an after-sale that is {{status}}; allowed from {{allowed}}',
  'order.afterSaleCannotRefund': 'Cannot refund an after-sale that is {{status}}; allowed from {{allowed}}',

  // Placing an order.
  'order.discountTooLarge': 'The discount cannot exceed the goods subtotal',
  'order.skuNotSellable': 'This SKU cannot be sold: it or its product is not on sale',
  'order.pointsTooMany': 'This order may use at most {{max}} points',
  'order.pointsOff': 'Paying with points is turned off in the points rules',

  // Recording a payment.
  'order.referenceUsed': 'This reference is already recorded for order {{orderNo}}',
  'order.paymentAmount': 'The amount must be the order total',
  'order.paymentInFuture': 'A payment cannot be in the future',

  // Cancelling.
  'order.paidCancelNeedsRefund':
    'Cancelling a paid order refunds it, and refunds are for developers and admins',

  // Refunds.
  'order.nothingToRefund': 'Nothing is left to refund on this order',
  'order.lineNotOnOrder': 'This line is not on the order',
  'order.refundExceedsRemaining': 'At most {{remaining}} left to refund',
  'order.shippingExceedsRemaining': 'At most {{remaining}} of shipping is left',
  'order.refundAboveComputed': 'A refund cannot exceed what was paid and not yet refunded: at most {{most}}',
  'order.refundExceedsPaid': 'A refund cannot exceed what was paid and not yet refunded',
  'order.pickSomethingToRefund': 'Pick lines or shipping to refund',
  'order.afterSaleOfAnotherOrder': 'This after-sale belongs to another order',
  'order.restockBeforeShipping': 'Nothing was shipped yet: refunded goods go back to stock by themselves',
  'order.restockExceedsReturned':
    'Only {{remaining}} of {{skuCode}} left the shelf and were not put back yet',

  // After-sales.
  'order.afterSaleWindowClosed': 'The after-sale window closed {{days}} days after completion',
  'order.returnBeforeShipping': 'Nothing was shipped yet: ask for a refund only',
  'order.claimExceedsRemaining': 'At most {{remaining}} left',
  'order.refundOnlyNotReceived': 'A refund-only after-sale has no goods to receive',
});
