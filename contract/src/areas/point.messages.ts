import { messageCatalogue } from '../message.js';

/** What the points area's refusals and field checks say, in English; the console translates each key. */
export const pointMessages = messageCatalogue('point', {
  /** 42202 from the ledger function (adjusts, orders, exchanges alike); `data` holds the balance. */
  'point.insufficient': 'Not enough points: {{balance}} available, {{requested}} requested',
  'point.customerNotFound': 'No such customer',
  /** The same business event (an order, a refund, an adjust key) already moved these points. */
  'point.alreadyRecorded': 'These points were already recorded for {{title}}',
  'point.zeroChange': 'A change of 0 changes nothing',
  'point.noteRequired': 'Write a note saying why',
});
