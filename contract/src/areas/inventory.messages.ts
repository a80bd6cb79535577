import { messageCatalogue } from '../message.js';

/** What the inventory area's refusals and field checks say, in English; the console translates each key. */
export const inventoryMessages = messageCatalogue('inventory', {
  /** 42201 from the stock function (adjustments and orders alike); `data` holds the SKU's balances. */
  'inventory.insufficientStock':
    'Not enough stock of {{sku}}: {{available}} available, {{requested}} requested',
  'inventory.skuNotFound': 'No such SKU',
  'inventory.idempotencyKeyFormat': 'Idempotency key may use letters, digits and _ : . - only',
  'inventory.zeroChange': 'A change of 0 changes nothing',
  'inventory.negativeStock': 'Stock cannot be negative',
  'inventory.changeOrCount': 'Give either a change or a counted quantity',
  'inventory.pickReason': 'Pick a reason',
  'inventory.countIsCycleCount': 'A counted quantity is recorded as cycle_count',
  'inventory.linesRequired': 'Add at least one SKU',
  'inventory.tooManyLines': 'At most {{max}} SKUs at once',
  'inventory.skuTwice': 'Each SKU once',
});
