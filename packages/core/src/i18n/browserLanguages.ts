/** What core reads of the browser's `navigator`; core has no DOM types. */
interface LanguagesSource {
  languages?: readonly string[];
  language?: string;
}

/** The browser's preferred languages, most wanted first; none outside a browser (tests, SSR). */
export function browserLanguages(
  source: LanguagesSource | undefined = (globalThis as { navigator?: LanguagesSource }).navigator,
): readonly string[] {
  if (!source) return [];
  if (source.languages?.length) return source.languages;
  return source.language ? [source.language] : [];
}
