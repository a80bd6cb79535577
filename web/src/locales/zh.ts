/** Every Chinese catalogue (`./zh/<namespace>.json`), as one module. */
export const catalogues = import.meta.glob<Record<string, unknown>>('./zh/*.json', {
  eager: true,
  import: 'default',
});
