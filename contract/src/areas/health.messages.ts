import { messageCatalogue } from '../message.js';

/** What the health check's refusal says, in English; the console translates each key. */
export const healthMessages = messageCatalogue('health', {
  'health.databaseUnavailable': 'Database unavailable',
});
