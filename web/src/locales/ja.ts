/** Every Japanese catalogue (`./ja/<namespace>.json`), as one module. */
export const catalogues = import.meta.glob<Record<string, unknown>>('./ja/*.json', {
  eager: true,
  import: 'default',
});
