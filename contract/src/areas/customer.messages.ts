import { messageCatalogue } from '../message.js';

/** What the customer area's refusals and field checks say, in English; the console translates each key. */
export const customerMessages = messageCatalogue('customer', {
  // Field checks of the contract's bodies (the generic `field.*` say the rest: lengths, required).
  'customer.nameRequired': 'A customer needs a name',
  'customer.phoneFormat': 'Use 5 to 20 digits, with an optional leading +',
  'customer.emailFormat': 'Not an email address',
  'customer.birthdayFormat': 'Use a date like 1990-04-21',
  'customer.tagRequired': 'A tag needs a name',
  'customer.tagTooLong': 'A tag is at most {{max}} characters',
  'customer.tagChars': 'A tag cannot contain , or ;',
  'customer.tooManyTags': 'At most {{max}} tags',
  'customer.receiverRequired': 'Who receives the parcel?',
  'customer.cityRequired': 'Which city?',
  'customer.lineRequired': 'Give the street and number',

  // Refusals.
  'customer.notFound': 'No such customer',
  'customer.noSuchAddress': 'No such address',
  'customer.phoneTaken': 'Another customer has this phone number',
  'customer.tooManyAddresses': 'A customer keeps at most {{max}} addresses',
  /** Placing an order for a disabled customer (the order area answers it under `customerId`). */
  'customer.disabled': 'This customer is disabled: enable them before placing an order',
});
