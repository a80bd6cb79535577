import {
  KEY_EXISTS_MESSAGE,
  NO_SUCH_IMAGE_MESSAGE,
  SYSTEM_KEY_DELETE_MESSAGE,
  SYSTEM_KEY_RETYPE_MESSAGE,
} from '@shop/contract/areas/config';
import type { TFunction } from 'i18next';

/**
 * The contract's validation messages are English and shared with the server; the form shows them
 * in the console's language. A message with a number in it is matched by its pattern; one this
 * table does not know (a browser's JSON parser detail) is shown as it came.
 */
const exact: Record<string, string> = {
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

const patterns: [RegExp, string][] = [
  [/^At most (\d+) characters$/, 'atMostChars'],
  [/^Must be at least (-?[\d.]+)$/, 'atLeast'],
  [/^JSON may nest at most (\d+) levels$/, 'jsonDepth'],
];

const JSON_INVALID = /^Must be valid JSON \((.*)\)$/s;

export function issueText(t: TFunction<'config'>, message: string): string {
  const key = exact[message];
  if (key) return t(key as 'keyRequired');
  for (const [pattern, patternKey] of patterns) {
    const match = pattern.exec(message);
    if (match) return t(patternKey as 'atLeast', { n: match[1] });
  }
  const json = JSON_INVALID.exec(message);
  if (json) return t('jsonInvalid', { detail: json[1] });
  return message;
}
