import { articleMessages } from './areas/article.messages.js';
import { auditMessages } from './areas/audit.messages.js';
import { boxMessages } from './areas/box.messages.js';
import { configMessages } from './areas/config.messages.js';
import { customerMessages } from './areas/customer.messages.js';
import { exchangeMessages } from './areas/exchange.messages.js';
import { feedMessages } from './areas/feed.messages.js';
import { healthMessages } from './areas/health.messages.js';
import { inventoryMessages } from './areas/inventory.messages.js';
import { mediaMessages } from './areas/media.messages.js';
import { orderMessages } from './areas/order.messages.js';
import { paymentMessages } from './areas/payment.messages.js';
import { pointMessages } from './areas/point.messages.js';
import { productMessages } from './areas/product.messages.js';
import { roleMessages } from './areas/role.messages.js';
import { sessionMessages } from './areas/session.messages.js';
import { staffMessages } from './areas/staff.messages.js';
import { fieldMessages, requestMessages } from './common.messages.js';
import { fillText, type MessageValue, type ParamsOfText } from './message.js';

/**
 * Every message the server may send a person, by key, in English. The console has the same keys
 * in zh, es and ja (a test fails on a missing one); the server sends key, parameters and this text.
 */
export const messages = {
  ...fieldMessages,
  ...requestMessages,
  ...healthMessages,
  ...sessionMessages,
  ...staffMessages,
  ...roleMessages,
  ...configMessages,
  ...mediaMessages,
  ...productMessages,
  ...inventoryMessages,
  ...customerMessages,
  ...orderMessages,
  ...paymentMessages,
  ...pointMessages,
  ...exchangeMessages,
  ...boxMessages,
  ...feedMessages,
  ...articleMessages,
  ...auditMessages,
} as const;

export type MessageKey = keyof typeof messages;
export type MessageParams<K extends MessageKey> = ParamsOfText<(typeof messages)[K]>;

export function isMessageKey(value: unknown): value is MessageKey {
  return typeof value === 'string' && Object.hasOwn(messages, value);
}

/** The English text of a message, its parameters filled in. */
export function englishOf(key: string, params: Readonly<Record<string, MessageValue>> = {}): string {
  const text = isMessageKey(key) ? messages[key] : key;
  return fillText(text, params);
}
