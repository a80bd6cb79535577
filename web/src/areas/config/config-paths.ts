/** The config pages' addresses (the route table holds their patterns). */
export const CONFIG_LIST_PATH = '/config/list';
export const CONFIG_CREATE_PATH = '/config/create';

/** `/config/edit/<key>`: keys are word characters only, so they need no escaping. */
export function editPathOf(key: string): string {
  return `/config/edit/${key}`;
}
