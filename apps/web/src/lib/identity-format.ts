import { intlLocale, type Language } from '@shop/contract/i18n'

// Figures of the identity-check screens in the page's language (docs/architecture.md#languages): numbers and
// dates through Intl with the page's locale, which keeps Western digits in both; the unit comes from the texts.

const numbers = new Map<Language, Intl.NumberFormat>()
const dates = new Map<Language, Intl.DateTimeFormat>()

/** An AED amount from the wire (decimal dirhams) with two decimals: `1,110.00`. */
export function aedNumber(language: Language, amountAed: number): string {
  let format = numbers.get(language)
  if (!format) {
    format = new Intl.NumberFormat(intlLocale(language), {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    })
    numbers.set(language, format)
  }
  return format.format(amountAed)
}

/** A wire timestamp as the shop's date and time (Asia/Dubai, where the deadlines are kept). */
export function shopDateTime(language: Language, iso: string): string {
  let format = dates.get(language)
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale(language), {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'Asia/Dubai',
    })
    dates.set(language, format)
  }
  return format.format(new Date(iso))
}

/** The i18next instance's language as one of the shop's. */
export const languageOf = (language: string | undefined): Language => (language === 'ar' ? 'ar' : 'en')
