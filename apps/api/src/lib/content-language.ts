import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@shop/contract/i18n'

// Product content in two languages (docs/architecture.md#product-content-in-two-languages): catalog reads
// answer in the language the request asks for; Arabic that was never written falls back to English.

/** How much a language range is wanted, from its `q` parameter (absent: 1; unreadable: 0). */
function qualityOf(params: string[]): number {
  for (const param of params) {
    const [key, value] = param.split('=').map((part) => part.trim())
    if (key?.toLowerCase() !== 'q') continue
    const q = Number(value)
    return Number.isFinite(q) && q >= 0 && q <= 1 ? q : 0
  }
  return 1
}

/**
 * The shop's language an `Accept-Language` header asks for: the supported language with the highest q
 * (`ar-AE` is Arabic, `en-GB` English; on a tie the first listed wins), English when none is named.
 */
export function languageOfAcceptLanguage(header: string | readonly string[] | undefined): Language {
  const text = typeof header === 'string' ? header : header?.join(',')
  if (!text) return DEFAULT_LANGUAGE
  let best: { language: Language; q: number } | undefined
  for (const range of text.split(',')) {
    const [tag = '', ...params] = range.split(';')
    const primary = tag.trim().toLowerCase().split('-')[0]
    if (!isLanguage(primary)) continue
    const q = qualityOf(params)
    if (q > 0 && (best === undefined || q > best.q)) best = { language: primary, q }
  }
  return best?.language ?? DEFAULT_LANGUAGE
}

/**
 * The text to show in `language`: the Arabic when asked for and written, else the English. For code that
 * holds both texts of a product or category, e.g. a page head naming the product in the page's language.
 */
export function pickLocalized(
  english: string,
  arabic: string | null | undefined,
  language: Language,
): string {
  if (language === 'ar' && typeof arabic === 'string' && arabic.trim() !== '') return arabic
  return english
}
