import { messageCatalogue } from '../message.js';

/** What the config area's refusals and field checks say, in English; the console translates each key. */
export const configMessages = messageCatalogue('config', {
  // Field checks of the contract's bodies (the generic `field.*` say the rest: lengths, required).
  'config.keyChars': 'A key may use only letters, digits and _',
  'config.mustBeText': 'Must be text',
  'config.mustBeNumber': 'Must be a number',
  'config.mustBeBoolean': 'Must be true or false',
  'config.mustBeJsonText': 'Must be JSON text',
  'config.jsonInvalid': 'Not valid JSON',
  /** The browser's own check says where; the server's answer says only `config.jsonInvalid`. */
  'config.jsonInvalidAt': 'Not valid JSON: look at line {{line}}, column {{column}}',
  'config.jsonTooDeep': 'JSON may nest at most {{max}} levels',
  'config.pickImage': 'Pick an uploaded image',
  // The system keys' own rules.
  'config.shopTitleRequired': 'The shop needs a title',
  'config.currencyCode': 'Use a three-letter ISO 4217 code, like EUR',
  'config.timeZone': 'Use an IANA time zone name, like Europe/Madrid or Asia/Shanghai',

  // The main-page banner's fields.
  'config.bannerLink': 'Use an http(s) address or a path starting with /',
  'config.bannerTime': 'Use an ISO-8601 date and time',
  'config.bannerNeedsImage': 'Pick an image before turning the banner on',
  'config.bannerEndsBeforeStart': 'The end must be after the start',

  // Refusals.
  'config.notFound': 'No such config key',
  'config.keyExists': 'This key already exists',
  'config.systemNoDelete': 'System keys cannot be deleted',
  'config.systemNoRetype': 'System keys cannot change their type',
  'config.noSuchVersion': 'No such version of this key',
  'config.versionDeleted': 'That change deleted the key; pick a version that had a value',
  'config.versionNoLongerAllowed':
    'The value of that version breaks a rule this key has now; enter a value instead',
  'config.mainPageMissing': 'The main page is not set up: restart the server to seed it',
});
