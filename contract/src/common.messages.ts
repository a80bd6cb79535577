import { messageCatalogue } from './message.js';

/** Problems with one field that any schema may find: zod's own checks, named by what they mean. */
export const fieldMessages = messageCatalogue('field', {
  'field.required': 'Required',
  'field.tooLong': 'At most {{max}} characters',
  'field.tooShort': 'At least {{min}} characters',
  'field.tooBig': 'At most {{max}}',
  'field.tooSmall': 'At least {{min}}',
  'field.tooMany': 'At most {{max}} items',
  'field.tooFew': 'At least {{min}} items',
  'field.notWhole': 'A whole number',
  'field.wrongType': 'Expected {{expected}}',
  'field.notOneOf': 'Choose one of: {{options}}',
  'field.badFormat': 'Not a valid {{format}}',
  'field.unknownFields': 'Unknown fields: {{keys}}',
  'field.invalid': 'Invalid value',
  'field.nulCharacter': 'Must not contain a NUL character',
  'field.brokenCharacter': 'Contains a broken character (half of a UTF-16 surrogate pair)',
  'field.yearOutOfRange': 'A date between the years {{min}} and {{max}}',
});

/** Refusals any route may answer, whatever its area. */
export const requestMessages = messageCatalogue('request', {
  'request.forbidden': 'Forbidden',
  'request.notFound': 'Not found',
  'request.noSuchApi': 'No such API: {{method}} {{path}}',
  'request.tooLarge': 'Request body is too large (the limit is 1 MB)',
  'request.unsupportedMediaType': 'Unsupported content type; send application/json',
  'request.malformedUrl': 'Malformed URL',
  'request.paramTooLong': 'A path parameter is too long (the limit is 100 characters)',
  'request.badRequest': 'Bad request',
  'request.headersTooLarge': 'The URL and headers are too large (the limit is {{max}} KB)',
  'request.jsonInvalid': 'Body is not valid JSON',
  'request.jsonTooDeep': 'JSON body is nested deeper than {{max}} levels',
  'request.jsonForbiddenKey': 'JSON body contains a forbidden key (__proto__ or constructor)',
  'request.internal': 'Internal server error',
  'request.staleVersion': 'Changed by {{by}} at {{at}}, reload to see it',
  'request.staleVersionByAnyone': 'Changed by someone else at {{at}}, reload to see it',
  'request.idempotencyKeyReused':
    'This idempotency key was already used for a different request; send a new key for a new request',
  'request.unavailable': 'The server is shutting down; try again in a moment',
});
