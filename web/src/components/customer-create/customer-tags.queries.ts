import { queryOptions } from '@tanstack/react-query';
import { call } from '../../lib/api';
import { customerKeys } from '../../lib/resource-keys';

/** The customer tags in use, under the customers' keys: a change to customers reads them again. */
export const customerTagsKey = [...customerKeys.all, 'tags'] as const;

/** Every tag in use with its count: the tag editor's suggestions (and the list's tag filter). */
export const customerTagsOptions = () =>
  queryOptions({
    queryKey: customerTagsKey,
    queryFn: () => call('listCustomerTags', {}, { quiet: true }),
    staleTime: 30_000,
  });
