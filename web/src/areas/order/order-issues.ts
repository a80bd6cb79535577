import { CUSTOMER_DISABLED_MESSAGE, NO_SUCH_CUSTOMER_MESSAGE } from '@shop/contract/areas/customer';
import {
  DISCOUNT_TOO_LARGE_MESSAGE,
  PAYMENT_AMOUNT_MESSAGE,
  REFUND_TOO_LARGE_MESSAGE,
  SKU_NOT_SELLABLE_MESSAGE,
} from '@shop/contract/areas/order';
import type { FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { fieldErrors, type MessagePattern, messageTranslator, validationIssues } from '../../lib/form-issues';
import type orderTexts from '../../locales/en/order.json';

type OrderKey = keyof typeof orderTexts;

// The contract's messages travel in English (the server sends the same ones); these are their keys.
const issueKeys = {
  'Give the receipt or transfer reference': 'issueReference',
  'Letters, digits and . / : # - _ only': 'issueReferenceChars',
  'Use an ISO date-time': 'issueDateTime',
  'Which carrier?': 'issueCarrier',
  'Give the tracking number': 'issueTracking',
  'Give a reason': 'issueReason',
  'Write the note': 'issueNote',
  'Pick the lines concerned': 'issueLines',
  'Each line once': 'issueEachLineOnce',
  'Add at least one SKU': 'issueAddSku',
  'Each SKU once': 'issueEachSkuOnce',
  'At least 1': 'issueAtLeastOne',
  'Quantities are whole numbers': 'issueWholeQuantity',
  'Pick at least one order': 'issuePickOrder',
  'Each order once': 'issueEachOrderOnce',
  'Amounts are whole cents': 'issueWholeCents',
  'Amounts cannot be negative': 'issueNegative',
  'Amount is too large': 'issueTooLarge',
  'Who receives the parcel?': 'issueReceiver',
  'Use 5 to 20 digits, with an optional leading +': 'issuePhone',
  'Which city?': 'issueCity',
  'Street and number': 'issueStreet',
  'A payment cannot be in the future': 'issueFuturePayment',
  [NO_SUCH_CUSTOMER_MESSAGE]: 'issueNoSuchCustomer',
  [CUSTOMER_DISABLED_MESSAGE]: 'issueCustomerDisabled',
  [PAYMENT_AMOUNT_MESSAGE]: 'issuePaymentAmount',
  [REFUND_TOO_LARGE_MESSAGE]: 'issueRefundTooLarge',
  [SKU_NOT_SELLABLE_MESSAGE]: 'issueNotSellable',
  [DISCOUNT_TOO_LARGE_MESSAGE]: 'issueDiscountTooLarge',
} as const satisfies Record<string, OrderKey>;

const issuePatterns: MessagePattern<OrderKey>[] = [
  [/^At most (\d+) characters$/, 'issueMaxChars', 'max'],
  [/^(?:Region|Postal code) is at most (\d+) characters$/, 'issueMaxChars', 'max'],
  [/^At most (\d+) orders at once$/, 'issueMaxOrders', 'max'],
  [/^At most (\d+) lines$/, 'issueMaxLines', 'max'],
  [/^At most (\d+)$/, 'issueMaxQuantity', 'max'],
  [/^This reference is already recorded for order (\S+)$/, 'issueReferenceUsed', 'orderNo'],
];

/** The contract's (and server's) messages in the console's language; unknown ones as sent. */
export function useIssueText(): (message: string) => string {
  const { t } = useTranslation('order');
  return messageTranslator<OrderKey>((key, params) => t(key, params), issueKeys, issuePatterns);
}

/**
 * Puts a 40000 answer's field errors under the form's fields (by the body's first path segment);
 * true when any landed, so the caller knows whether to say more.
 */
export function showFieldIssues<Field extends string>(
  form: FormInstance,
  error: unknown,
  fields: readonly Field[],
  text: (message: string) => string,
): boolean {
  const issues = fieldErrors(validationIssues(error), fields, text);
  if (issues.length > 0) form.setFields(issues);
  return issues.length > 0;
}
