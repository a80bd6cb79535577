import type { ConfigValueType } from '@shop/contract/areas/config-values';

/** The `config` catalogue's name of each value type. */
export const valueTypeLabelKeys = {
  string: 'typeString',
  number: 'typeNumber',
  boolean: 'typeBoolean',
  json: 'typeJson',
  image: 'typeImage',
} as const satisfies Record<ConfigValueType, string>;
