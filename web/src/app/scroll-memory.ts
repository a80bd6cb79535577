/**
 * Where the window was scrolled on each page when it was left, so a kept page (B-I2) comes back
 * where it was; written by the router just before it scrolls the next page to the top (B-C13).
 */
const scrollByPath = new Map<string, number>();

export function rememberScroll(pathname: string, scrollY: number): void {
  scrollByPath.set(pathname, scrollY);
}

export function recallScroll(pathname: string): number {
  return scrollByPath.get(pathname) ?? 0;
}

export function forgetScroll(pathname: string): void {
  scrollByPath.delete(pathname);
}
