import {
  CUSTOMER_DISABLED_MESSAGE,
  NO_SUCH_ADDRESS_MESSAGE,
  NO_SUCH_CUSTOMER_MESSAGE,
  PHONE_TAKEN_MESSAGE,
} from '@shop/contract/areas/customer';
import type { TFunction } from 'i18next';
import {
  fieldErrors,
  type Issue,
  type MessagePattern,
  messageTranslator,
  validationIssues,
} from '../../lib/form-issues';
import { ApiError } from '../../lib/request';
import type customerTexts from '../../locales/en/customer.json';

type CustomerKey = keyof typeof customerTexts;

// The contract's messages travel in English (the server sends the same ones); these are their keys.
const exact: Readonly<Record<string, CustomerKey>> = {
  'A customer needs a name': 'issueNameRequired',
  'Use 5 to 20 digits, with an optional leading +': 'issuePhone',
  'Not an email address': 'issueEmail',
  'Use a date like 1990-04-21': 'issueBirthday',
  'A tag needs a name': 'issueTagRequired',
  'A tag is at most 32 characters': 'issueTagMax',
  'A tag cannot contain , or ;': 'issueTagChars',
  'Who receives the parcel?': 'issueReceiverRequired',
  'Which city?': 'issueCityRequired',
  'Street and number': 'issueLineRequired',
  [PHONE_TAKEN_MESSAGE]: 'issuePhoneTaken',
  [NO_SUCH_CUSTOMER_MESSAGE]: 'issueNoSuchCustomer',
  [NO_SUCH_ADDRESS_MESSAGE]: 'issueNoSuchAddress',
  [CUSTOMER_DISABLED_MESSAGE]: 'issueCustomerDisabled',
};

const patterns: readonly MessagePattern<CustomerKey>[] = [
  // "At most 64 characters", "Note is at most 1000 characters", zod's own "Too big: … <=254 characters".
  [/^(?:.+ is at most|At most) (\d+) characters$/, 'issueMaxChars', 'max'],
  [/^Too big: expected string to have <=(\d+) characters$/, 'issueMaxChars', 'max'],
  [/^At most (\d+) tags$/, 'issueTagsMax', 'max'],
  [/^A customer keeps at most (\d+) addresses$/, 'issueTooManyAddresses', 'max'],
];

/** The customer area's translator of contract and server messages; unknown ones show as sent. */
export function customerIssueText(t: TFunction<'customer'>): (message: string) => string {
  // Keys are checked against the English catalogue; i18next's overloads cannot take a union.
  const translate = t as unknown as (key: CustomerKey, params?: Record<string, string>) => string;
  return messageTranslator(translate, exact, patterns);
}

/**
 * The field issues of a failed save: a 40000 answer's, or a taken phone number (which the server
 * may answer on its own rather than as a field issue) put on the phone field.
 */
export function issuesOf(error: unknown): Issue[] {
  const issues = validationIssues(error);
  if (issues.length === 0 && error instanceof ApiError && error.message === PHONE_TAKEN_MESSAGE)
    return [{ path: ['phone'], message: error.message }];
  return issues;
}

export const profileFields = ['name', 'phone', 'email', 'gender', 'birthday', 'tags', 'note'] as const;
export const addressFields = ['receiverName', 'phone', 'region', 'city', 'line', 'postalCode'] as const;

type ProfileField = (typeof profileFields)[number];
type AddressField = (typeof addressFields)[number];

/** Field errors as antd's `setFields` takes them: a profile field, or `['address', field]`. */
export type PlacedError = { name: ProfileField | ['address', AddressField]; errors: string[] };

/**
 * The New customer dialog's field errors: profile issues on their fields, a first address's
 * (`address.city`) on that address field.
 */
export function createFieldErrors(
  issues: readonly Issue[],
  text: (message: string) => string,
): PlacedError[] {
  const ofAddress = issues
    .filter((issue) => issue.path[0] === 'address')
    .map((issue) => ({ ...issue, path: issue.path.slice(1) }));
  const nested = fieldErrors(ofAddress, addressFields, text).map(({ name, errors }) => ({
    name: ['address', name] as ['address', AddressField],
    errors,
  }));
  return [...fieldErrors(issues, profileFields, text), ...nested];
}
