/**
 * Every Spanish catalogue (`./es/<namespace>.json`), as one module; the API's messages, one file
 * per area under `./es/messages/`, form the one `messages` namespace.
 */
const namespaces = import.meta.glob<Record<string, unknown>>('./es/*.json', {
  eager: true,
  import: 'default',
});
const messages = import.meta.glob<Record<string, string>>('./es/messages/*.json', {
  eager: true,
  import: 'default',
});

export const catalogues: Record<string, Record<string, unknown>> = {
  ...namespaces,
  './es/messages.json': Object.assign({}, ...Object.values(messages)),
};
