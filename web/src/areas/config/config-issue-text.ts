import {
  KEY_EXISTS_MESSAGE,
  NO_SUCH_IMAGE_MESSAGE,
  SYSTEM_KEY_DELETE_MESSAGE,
  SYSTEM_KEY_RETYPE_MESSAGE,
} from '@shop/contract/areas/config';
import type { TFunction } from 'i18next';
import { type MessagePattern, messageTranslator } from '../../lib/form-issues';
import type configTexts from '../../locales/en/config.json';

type ConfigKey = keyof typeof configTexts;

/**
 * The contract's validation messages are English and shared with the server; the form shows them
 * in the console's language. A message with a number in it is matched by its pattern; one this
 * table does not know (a browser's JSON parser detail) is shown as it came.
 */
const exact: Readonly<Record<string, ConfigKey>> = {
  'Key is required': 'keyRequired',
  'Key is at most 64 characters': 'keyMax',
  'Key may use only letters, digits and _': 'keyPattern',
  'Category is required': 'categoryRequired',
  'Category is at most 32 characters': 'categoryMax',
  'Label is required': 'labelRequired',
  'Label is at most 64 characters': 'labelMax',
  'Description is at most 500 characters': 'descriptionMax',
  'Must be text': 'mustBeText',
  'Must be a number': 'mustBeNumber',
  'Must be true or false': 'mustBeBoolean',
  'Must be JSON text': 'mustBeJsonText',
  'Pick an uploaded image': 'pickImage',
  'Must be a whole number': 'mustBeWhole',
  'The shop needs a title': 'shopTitleRequired',
  'Use a three-letter ISO 4217 code, like EUR': 'currencyCode',
  [KEY_EXISTS_MESSAGE]: 'keyExists',
  [NO_SUCH_IMAGE_MESSAGE]: 'noSuchImage',
  [SYSTEM_KEY_DELETE_MESSAGE]: 'systemNoDelete',
  [SYSTEM_KEY_RETYPE_MESSAGE]: 'systemNoRetype',
};

const patterns: readonly MessagePattern<ConfigKey>[] = [
  [/^At most (\d+) characters$/, 'atMostChars', 'n'],
  [/^Must be at least (-?[\d.]+)$/, 'atLeast', 'n'],
  [/^JSON may nest at most (\d+) levels$/, 'jsonDepth', 'n'],
  // The detail is the browser's JSON parser's own words.
  [/^Must be valid JSON \((.*)\)$/s, 'jsonInvalid', 'detail'],
];

/** The config form's translator of contract messages. */
export function configIssueText(t: TFunction<'config'>): (message: string) => string {
  // The keys are checked against the English catalogue above; i18next's own overloads cannot take a union.
  const translate = t as unknown as (key: ConfigKey, params?: Record<string, string>) => string;
  return messageTranslator(translate, exact, patterns);
}
