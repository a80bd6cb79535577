/** The languages the console speaks and its exports are written in (the console's picker order). */
export const labelLanguages = ['zh', 'en', 'es', 'ja'] as const;
export type LabelLanguage = (typeof labelLanguages)[number];

/** Each code's name in each language: one table per enum, read by the console and the exports. */
export type LabelTable<Code extends string> = Readonly<Record<LabelLanguage, Readonly<Record<Code, string>>>>;

/** A code's name in a language. */
export function labelOf<Code extends string>(
  table: LabelTable<Code>,
  code: Code,
  language: LabelLanguage,
): string {
  return table[language][code];
}
