import { fieldErrors, type Issue } from '../../lib/form-issues';
import { type AddressFieldName, addressFieldNames } from '../address-values';

/**
 * Where a refused save's field issues go in the customer forms. Issues carry their message key
 * (translated by `lib/form-issues`); what is the customer forms' own is the New customer dialog's
 * nesting: a first address's issues (`address.city`) belong under that address's fields.
 */

export const profileFields = ['name', 'phone', 'email', 'gender', 'birthday', 'tags', 'note'] as const;

type ProfileField = (typeof profileFields)[number];

/** Field errors as antd's `setFields` takes them: a profile field, or `['address', field]`. */
export type PlacedError = { name: ProfileField | ['address', AddressFieldName]; errors: string[] };

/** The New customer dialog's field errors: profile issues on their fields, a first address's under it. */
export function createFieldErrors(issues: readonly Issue[]): PlacedError[] {
  const ofAddress = issues
    .filter((issue) => issue.path[0] === 'address')
    .map((issue) => ({ ...issue, path: issue.path.slice(1) }));
  const nested = fieldErrors(ofAddress, addressFieldNames).map(({ name, errors }) => ({
    name: ['address', name] as ['address', AddressFieldName],
    errors,
  }));
  return [...fieldErrors(issues, profileFields), ...nested];
}
