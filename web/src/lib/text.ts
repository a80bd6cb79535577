/** B-L7: the text with its first character in upper case (`order` → `Order`). */
export function uppercaseFirst(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
