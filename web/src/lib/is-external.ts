/** B-L7: true when a path leaves the console (`http:`, `https:`, `mailto:`, `tel:`). */
export function isExternal(path: string): boolean {
  return /^(https?:|mailto:|tel:)/.test(path);
}
