/**
 * Query keys of one area, in TanStack Query's recommended factory shape. Keys nest, so
 * invalidating `lists()` refreshes every list of the area whatever its filters, and `all` drops
 * everything the area cached.
 */
export function createQueryKeys<const Area extends string>(area: Area) {
  const all = [area] as const;
  const lists = () => [...all, 'list'] as const;
  const details = () => [...all, 'detail'] as const;
  return {
    all,
    lists,
    /** One list: the params object is part of the key (TanStack hashes it by value). */
    list: <P extends object>(params: P) => [...lists(), params] as const,
    details,
    detail: (id: number | string) => [...details(), id] as const,
  };
}
