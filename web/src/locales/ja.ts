/**
 * Every Japanese catalogue (`./ja/<namespace>.json`), as one module; the API's messages, one file
 * per area under `./ja/messages/`, form the one `messages` namespace.
 */
const namespaces = import.meta.glob<Record<string, unknown>>('./ja/*.json', {
  eager: true,
  import: 'default',
});
const messages = import.meta.glob<Record<string, string>>('./ja/messages/*.json', {
  eager: true,
  import: 'default',
});

export const catalogues: Record<string, Record<string, unknown>> = {
  ...namespaces,
  './ja/messages.json': Object.assign({}, ...Object.values(messages)),
};
