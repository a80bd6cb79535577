import { customerCreateBody } from '@shop/contract/areas/customer';
import { issueMessage } from '@shop/contract/field-issue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Issue } from '../../lib/form-issues';
import { i18n, loadLanguage } from '../../lib/i18n';
import { createFieldErrors } from './customer-field-errors';

/** The issues of a body the contract refuses, as the browser's check or the server's 40000 carry them. */
function issuesOf(body: unknown): Issue[] {
  const parsed = customerCreateBody.safeParse(body);
  if (parsed.success) throw new Error('the body is bad');
  return parsed.error.issues.map((issue) => ({
    path: issue.path,
    message: issue.message,
    ...issueMessage(issue),
  }));
}

const badBody = {
  name: ' ',
  phone: '12',
  email: 'not-mail',
  tags: ['a,b', 'x'.repeat(33)],
  note: 'n'.repeat(1001),
  address: { receiverName: '', phone: '12345', city: '', line: '' },
};

beforeAll(() => loadLanguage('es'));
afterAll(() => i18n.changeLanguage('en'));

describe('the New customer dialog’s field errors', () => {
  it('puts profile issues on their fields and a first address’s under the address, in English', async () => {
    await i18n.changeLanguage('en');
    expect(createFieldErrors(issuesOf(badBody))).toEqual([
      { name: 'name', errors: ['A customer needs a name'] },
      { name: 'phone', errors: ['Use 5 to 20 digits, with an optional leading +'] },
      { name: 'email', errors: ['Not an email address'] },
      { name: 'tags', errors: ['A tag cannot contain , or ;', 'A tag is at most 32 characters'] },
      { name: 'note', errors: ['At most 1000 characters'] },
      { name: ['address', 'receiverName'], errors: ['Who receives the parcel?'] },
      { name: ['address', 'city'], errors: ['Which city?'] },
      { name: ['address', 'line'], errors: ['Give the street and number'] },
    ]);
  });

  it('speaks the console’s language, server refusals included, and drops fields the form lacks', async () => {
    await i18n.changeLanguage('es');
    const server: Issue[] = [
      {
        path: ['phone'],
        message: 'Another customer has this phone number',
        key: 'customer.phoneTaken',
        params: {},
      },
      { path: ['address', 'phone'], message: 'x', key: 'customer.phoneFormat', params: {} },
      { path: ['unknown'], message: 'ignored', key: 'field.required', params: {} },
    ];
    expect(createFieldErrors(server)).toEqual([
      { name: 'phone', errors: ['Otro cliente ya tiene este teléfono'] },
      { name: ['address', 'phone'], errors: ['Usa de 5 a 20 dígitos, con un + inicial opcional'] },
    ]);
    expect(
      createFieldErrors(issuesOf({ name: 'Ana', tags: Array.from({ length: 21 }, (_, i) => `t${i}`) })),
    ).toEqual([{ name: 'tags', errors: ['Como máximo 20 etiquetas'] }]);
  });
});
