/**
 * Every Chinese catalogue (`./zh/<namespace>.json`), as one module; the API's messages, one file
 * per area under `./zh/messages/`, form the one `messages` namespace.
 */
const namespaces = import.meta.glob<Record<string, unknown>>('./zh/*.json', {
  eager: true,
  import: 'default',
});
const messages = import.meta.glob<Record<string, string>>('./zh/messages/*.json', {
  eager: true,
  import: 'default',
});

export const catalogues: Record<string, Record<string, unknown>> = {
  ...namespaces,
  './zh/messages.json': Object.assign({}, ...Object.values(messages)),
};
