/** Every Spanish catalogue (`./es/<namespace>.json`), as one module. */
export const catalogues = import.meta.glob<Record<string, unknown>>('./es/*.json', {
  eager: true,
  import: 'default',
});
