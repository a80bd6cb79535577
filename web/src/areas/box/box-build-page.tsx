/** `/box/build` and `/box/build/:id`: placeholder until the editor lands. */
export function BoxBuildPage() {
  return null;
}
