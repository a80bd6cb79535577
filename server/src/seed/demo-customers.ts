import type { CustomerCreateBody } from '@shop/contract/areas/customer';

/**
 * The demo shop's customers: people from the places a small European handmade shop sells to,
 * each with a phone, most with an email and an address, some tagged the way staff tag regulars.
 * Deterministic for a given random source, so every demo start looks the same.
 */
const firstNames = [
  'Lucía',
  'Marco',
  'Aiko',
  'Wei',
  'Sofia',
  'Jonas',
  'Amélie',
  'Mateo',
  'Hana',
  'Olivia',
  'Noah',
  'Yuki',
  'Chen',
  'Elena',
  'Lars',
  'Inés',
  'Tomás',
  'Mei',
  'Clara',
  'Hugo',
  'Freya',
  'Diego',
  'Sakura',
  'Li',
  'Emma',
  'Pablo',
  'Ren',
  'Nora',
  'Félix',
  'Ana',
];
const lastNames = [
  'García',
  'Rossi',
  'Tanaka',
  'Zhang',
  'Müller',
  'Dubois',
  'Fernández',
  'Suzuki',
  'Wang',
  'Jensen',
  'López',
  'Sato',
  'Martin',
  'Novak',
  'Silva',
  'Kobayashi',
  'Liu',
  'Moreau',
  'Romero',
  'Berg',
];
const places = [
  { region: 'Madrid', city: 'Madrid', postal: '28013', prefix: '+346' },
  { region: 'Catalonia', city: 'Barcelona', postal: '08002', prefix: '+346' },
  { region: 'Île-de-France', city: 'Paris', postal: '75011', prefix: '+336' },
  { region: 'Berlin', city: 'Berlin', postal: '10115', prefix: '+4915' },
  { region: 'Lazio', city: 'Roma', postal: '00184', prefix: '+393' },
  { region: 'Tokyo', city: 'Tokyo', postal: '150-0001', prefix: '+8190' },
  { region: 'Shanghai', city: 'Shanghai', postal: '200000', prefix: '+86138' },
  { region: 'Lisboa', city: 'Lisboa', postal: '1100-148', prefix: '+3519' },
];
const streets = [
  'Calle Mayor',
  'Rue Oberkampf',
  'Torstraße',
  'Via Merulana',
  'Omotesando',
  'Nanjing Road',
  'Rua Augusta',
];
const tagSets = [
  [],
  [],
  [],
  ['newsletter'],
  ['market regular'],
  ['gift buyer'],
  ['wholesale'],
  ['vip', 'newsletter'],
];

const pick = <T>(items: readonly T[], rand: () => number): T => items[Math.floor(rand() * items.length)] as T;

export function demoCustomer(index: number, rand: () => number): CustomerCreateBody {
  const first = pick(firstNames, rand);
  const last = pick(lastNames, rand);
  const place = pick(places, rand);
  const digits = String(10_000_000 + index * 7919).slice(0, 8);
  const phone = `${place.prefix}${digits}`;
  const name = `${first} ${last}`;
  const email =
    rand() < 0.8
      ? `${first}.${last}${index}@example.com`
          .toLowerCase()
          .normalize('NFD')
          .replace(/[\u0300-\u036f]/g, '')
      : null;
  return {
    name,
    phone,
    email,
    gender: pick(['UNKNOWN', 'FEMALE', 'MALE'] as const, rand),
    tags: [...pick(tagSets, rand)],
    note: rand() < 0.1 ? 'Prefers parcels left with the neighbour' : '',
    address: {
      receiverName: name,
      phone,
      region: place.region,
      city: place.city,
      line: `${pick(streets, rand)} ${1 + Math.floor(rand() * 120)}`,
      postalCode: place.postal,
      isDefault: true,
    },
  };
}
