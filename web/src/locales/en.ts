/** Every English catalogue (`./en/<namespace>.json`), as one module. */
export const catalogues = import.meta.glob<Record<string, unknown>>('./en/*.json', {
  eager: true,
  import: 'default',
});
