/**
 * The storefront's two languages (docs/architecture.md#languages). English keeps the shop's historical URLs;
 * Arabic lives under /ar. The chosen language is also kept in a cookie and on the account (for mail).
 */
export const LANGUAGES = ['en', 'ar'] as const
export type Language = (typeof LANGUAGES)[number]
export const DEFAULT_LANGUAGE: Language = 'en'

/** Cookie that remembers the shopper's choice between visits. */
export const LANGUAGE_COOKIE = 'lang'

/** URL prefix of each language; English has none so no existing link breaks. */
const PREFIX: Readonly<Record<Language, string>> = { en: '', ar: '/ar' }

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value)
}

/** The `Intl` locale of a language: numbers, dates and AED amounts as written in the UAE. */
export function intlLocale(language: Language): 'en-AE' | 'ar-AE' {
  return language === 'ar' ? 'ar-AE' : 'en-AE'
}

export function textDirection(language: Language): 'ltr' | 'rtl' {
  return language === 'ar' ? 'rtl' : 'ltr'
}

/** The router's basename for a language: `/ar`, or undefined for English. */
export function languageBasename(language: Language): string | undefined {
  return PREFIX[language] || undefined
}

/** `/ar/cart` -> `ar`; every other path is English. */
export function languageOfPath(pathname: string): Language {
  return pathname === '/ar' || pathname.startsWith('/ar/') ? 'ar' : 'en'
}

/** A path without its language prefix: `/ar/cart` -> `/cart`, `/ar` -> `/`. */
export function pathWithoutLanguage(pathname: string): string {
  if (languageOfPath(pathname) === 'en') return pathname
  const rest = pathname.slice(PREFIX.ar.length)
  return rest === '' ? '/' : rest
}

/** A language-neutral path (`/cart`) as the given language writes it (`/ar/cart`); query and hash kept. */
export function localizedPath(path: string, language: Language): string {
  const neutral = pathWithoutLanguage(path)
  if (language === 'en') return neutral
  return neutral === '/' ? PREFIX.ar : `${PREFIX.ar}${neutral.startsWith('/') ? '' : '/'}${neutral}`
}
