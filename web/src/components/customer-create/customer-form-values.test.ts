import { type CustomerDetail, customerCreateBody, customerUpdateBody } from '@shop/contract/areas/customer';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import {
  addressBodyOf,
  addressValuesOf,
  createBodyOf,
  newCustomerValues,
  profileValuesOf,
  resumeProfile,
  updateBodyOf,
} from './customer-form-values';

const saved: CustomerDetail = {
  id: 7,
  name: 'Ada Lovelace',
  phone: '+447700900123',
  email: null,
  status: 'ACTIVE',
  source: 'STAFF',
  tags: ['VIP', 'Wholesale'],
  totalSpent: 12_500,
  orderCount: 3,
  lastOrderAt: '2026-02-01T10:00:00.000Z',
  createdAt: '2025-12-01T10:00:00.000Z',
  version: 4,
  gender: 'FEMALE',
  birthday: '1990-04-21',
  note: 'Prefers pickup',
  pointsBalance: 120,
  addresses: [
    {
      id: 3,
      receiverName: 'Ada Lovelace',
      phone: '07700900123',
      region: '',
      city: 'London',
      line: '12 St James Square',
      postalCode: 'SW1Y 4JH',
      isDefault: true,
    },
  ],
  updatedAt: '2026-02-01T10:00:00.000Z',
};

describe('the New customer dialog', () => {
  it('sends empty phone, email and birthday as unknown (null) and no address unless asked', () => {
    const body = createBodyOf({ ...newCustomerValues(), name: 'Bo', phone: '  ', tags: ['Market'] });
    expect(body).toEqual({
      name: 'Bo',
      phone: null,
      email: null,
      gender: 'UNKNOWN',
      birthday: null,
      tags: ['Market'],
      note: '',
    });
    expect(customerCreateBody.safeParse(body).success).toBe(true);
  });

  it('sends the first address, as the default one, when the box is ticked', () => {
    const values = newCustomerValues();
    const body = createBodyOf({
      ...values,
      name: 'Bo',
      withAddress: true,
      address: {
        ...values.address,
        receiverName: 'Bo',
        phone: '0612 345 678',
        city: 'Lyon',
        line: '3 rue Neuve',
      },
    });
    expect(body.address).toEqual({
      receiverName: 'Bo',
      phone: '0612 345 678',
      region: '',
      city: 'Lyon',
      line: '3 rue Neuve',
      postalCode: '',
      isDefault: true,
    });
    // The contract takes the phone as typed and drops its spaces.
    expect(customerCreateBody.parse(body).address?.phone).toBe('0612345678');
  });
});

describe('the profile form', () => {
  it('starts from the customer as saved, and saves the same profile at its version', () => {
    const values = profileValuesOf(saved);
    expect(values).toMatchObject({ phone: '+447700900123', email: '', note: 'Prefers pickup' });
    expect(values.birthday?.format('YYYY-MM-DD')).toBe('1990-04-21');
    const body = updateBodyOf(values, saved.version);
    expect(body).toEqual({
      name: 'Ada Lovelace',
      phone: '+447700900123',
      email: null,
      gender: 'FEMALE',
      birthday: '1990-04-21',
      tags: ['VIP', 'Wholesale'],
      note: 'Prefers pickup',
      version: 4,
    });
    expect(customerUpdateBody.safeParse(body).success).toBe(true);
  });

  it('writes a picked birthday as the day picked, whatever the time zone', () => {
    const values = { ...profileValuesOf(saved), birthday: dayjs('2001-12-31T23:30:00') };
    expect(updateBodyOf(values, 1).birthday).toBe('2001-12-31');
    expect(updateBodyOf({ ...values, birthday: null }, 1).birthday).toBeNull();
  });

  it('edits an address as saved, without its id', () => {
    const [address] = saved.addresses;
    if (!address) throw new Error('the fixture has an address');
    const { id: _id, ...fields } = address;
    expect(addressBodyOf(addressValuesOf(address))).toEqual(fields);
  });
});

describe('resuming the profile form', () => {
  const typed = { ...profileValuesOf(saved), note: 'Now prefers delivery' };

  it('starts from the customer as read when nothing was typed', () => {
    const start = resumeProfile(saved, undefined);
    expect(start.version).toBe(4);
    expect(start.values.note).toBe('Prefers pickup');
  });

  it('keeps the typing at the new version when only an address or the status moved the version on', () => {
    const draft = { ...resumeProfile(saved, undefined), values: typed };
    const moved = { ...saved, version: 6, status: 'DISABLED' as const, addresses: [] };
    expect(resumeProfile(moved, draft)).toMatchObject({
      values: { note: 'Now prefers delivery' },
      version: 6,
    });
  });

  it('keeps the typing at the version it was typed over when someone changed the profile, so saving shows the conflict', () => {
    const draft = { ...resumeProfile(saved, undefined), values: typed };
    const edited = { ...saved, version: 5, tags: ['VIP'] };
    expect(resumeProfile(edited, draft)).toMatchObject({
      values: { note: 'Now prefers delivery' },
      version: 4,
    });
  });
});
