import { messageCatalogue } from '../message.js';

/** What the audit area's refusals say, in English; the console translates each key. */
export const auditMessages = messageCatalogue('audit', {
  'audit.notFound': 'No such audit entry',
});
