import {
  customerCreateBody,
  NO_SUCH_CUSTOMER_MESSAGE,
  PHONE_TAKEN_MESSAGE,
  TOO_MANY_ADDRESSES_MESSAGE,
} from '@shop/contract/areas/customer';
import { Codes } from '@shop/contract/codes';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, loadLanguage } from '../../lib/i18n';
import { ApiError } from '../../lib/request';
import { createFieldErrors, customerIssueText, issuesOf } from './customer-issues';

const refusal = (issues: { path: (string | number)[]; message: string }[]) =>
  new ApiError('Invalid request', Codes.VALIDATION, { issues });

beforeAll(() => loadLanguage('es'));

describe('customer issues', () => {
  it('speaks every message of the contract in the console language', () => {
    const en = customerIssueText(i18n.getFixedT('en', 'customer'));
    const es = customerIssueText(i18n.getFixedT('es', 'customer'));
    expect(en('At most 64 characters')).toBe('At most 64 characters');
    expect(es('Note is at most 1000 characters')).toBe('Como máximo 1000 caracteres');
    expect(es('Too big: expected string to have <=254 characters')).toBe('Como máximo 254 caracteres');
    expect(es('At most 20 tags')).toBe('Como máximo 20 etiquetas');
    expect(es(TOO_MANY_ADDRESSES_MESSAGE)).toBe('Un cliente guarda como máximo 20 direcciones');
    expect(es(PHONE_TAKEN_MESSAGE)).toBe('Otro cliente ya tiene este teléfono');
    expect(es(NO_SUCH_CUSTOMER_MESSAGE)).toMatch(/^Este cliente no existe/);
    expect(es('Something new')).toBe('Something new');
  });

  it('knows the messages the contract itself gives for bad input', () => {
    const es = customerIssueText(i18n.getFixedT('es', 'customer'));
    const parsed = customerCreateBody.safeParse({
      name: ' ',
      phone: '12',
      email: 'not-mail',
      tags: ['a,b'],
      address: { receiverName: '', phone: '12345', city: '', line: '' },
    });
    if (parsed.success) throw new Error('the body is bad');
    const texts = parsed.error.issues.map((issue) => es(issue.message));
    expect(texts).toEqual([
      'El cliente necesita un nombre',
      'Usa de 5 a 20 dígitos, con un + inicial opcional',
      'No es una dirección de correo válida',
      'Una etiqueta no puede contener , ni ;',
      '¿Quién recibe el paquete?',
      '¿En qué ciudad?',
      'Indica la calle y el número',
    ]);
  });

  it('puts profile issues on their fields and a first address’s under the address', () => {
    const en = customerIssueText(i18n.getFixedT('en', 'customer'));
    const error = refusal([
      { path: ['phone'], message: PHONE_TAKEN_MESSAGE },
      { path: ['tags', 2], message: 'A tag is at most 32 characters' },
      { path: ['address', 'city'], message: 'Which city?' },
      { path: ['address', 'phone'], message: 'Use 5 to 20 digits, with an optional leading +' },
      { path: ['unknown'], message: 'ignored' },
    ]);
    expect(createFieldErrors(issuesOf(error), en)).toEqual([
      { name: 'phone', errors: ['Another customer has this phone number'] },
      { name: 'tags', errors: ['A tag is at most 32 characters'] },
      { name: ['address', 'city'], errors: ['Which city?'] },
      { name: ['address', 'phone'], errors: ['Use 5 to 20 digits, with an optional leading +'] },
    ]);
  });

  it('puts a taken phone answered on its own under Phone, and nothing else', () => {
    expect(issuesOf(new ApiError(PHONE_TAKEN_MESSAGE, 40900))).toEqual([
      { path: ['phone'], message: PHONE_TAKEN_MESSAGE },
    ]);
    expect(issuesOf(new ApiError('Forbidden', Codes.FORBIDDEN))).toEqual([]);
  });
});
