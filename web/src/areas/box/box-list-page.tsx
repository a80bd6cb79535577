/** `/box/index`: placeholder until the list lands. */
export function BoxListPage() {
  return null;
}
