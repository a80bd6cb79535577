import { z } from 'zod';

/**
 * Money travels and is stored as integer minor units (cents) of the shop currency (config
 * `shop_currency`); the console formats it with `Intl` in the staff member's language, and every
 * total is computed on the server.
 */
const MAX_CENTS = 10_000_000_000;

/** Cents: whole, not negative, at most 100 million in the currency's units. */
export const centsField = z
  .number()
  .int('Amounts are whole cents')
  .min(0, 'Amounts cannot be negative')
  .max(MAX_CENTS, 'Amount is too large');
