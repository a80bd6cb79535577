import { describe, expect, it } from 'vitest';
import { addressOf, addressText, placeText } from './address-values';

const address = {
  receiverName: 'Ana Ruiz',
  phone: '+34600111222',
  region: 'Madrid',
  city: 'Madrid',
  line: 'Calle Mayor 3',
  postalCode: '28013',
};

describe('an address as printed', () => {
  it('writes where it is as a label does, the empty parts left out', () => {
    expect(placeText(address)).toBe('Calle Mayor 3, 28013 Madrid, Madrid');
    expect(placeText({ ...address, region: '', postalCode: '' })).toBe('Calle Mayor 3, Madrid');
    expect(placeText({ line: '12 Mill Lane', city: 'Leeds', region: 'West Yorkshire', postalCode: '' })).toBe(
      '12 Mill Lane, Leeds, West Yorkshire',
    );
  });

  it('puts who receives it first on one line', () => {
    expect(addressText(address)).toBe('Ana Ruiz · +34600111222 · Calle Mayor 3, 28013 Madrid, Madrid');
  });
});

describe('an address form’s values', () => {
  it('become the contract’s address, fields never touched empty', () => {
    expect(addressOf(undefined)).toEqual({
      receiverName: '',
      phone: '',
      region: '',
      city: '',
      line: '',
      postalCode: '',
    });
    expect(addressOf({ receiverName: 'Ana', city: 'Madrid' })).toEqual({
      receiverName: 'Ana',
      phone: '',
      region: '',
      city: 'Madrid',
      line: '',
      postalCode: '',
    });
  });
});
