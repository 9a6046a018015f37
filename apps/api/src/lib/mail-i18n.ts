import { ALL_TEXT_LOADERS, createI18n, intlLocale, type Language } from '@shop/contract/i18n'
import type { I18n } from '@shop/contract/i18n'

// Mail is rendered through i18next in the recipient's language (docs/architecture.md#languages): one instance
// per language, made once when the API starts (the `mail` namespace is small), so rendering stays
// synchronous inside the transaction that causes a mail. HTML escapes every value; `{{- value}}` slots take a
// value the template already made safe (an amount or address wrapped to stay left to right in Arabic).

/** A value shown differently in the text and the HTML part (already escaped for HTML). */
export interface RichValue {
  text: string
  html: string
}
export type MailValue = string | number | RichValue

/** The words of one mail: each key in text (nothing escaped) or in HTML (values escaped). */
export interface MailWords {
  language: Language
  text(key: string, values?: Record<string, MailValue>): string
  html(key: string, values?: Record<string, MailValue>): string
  /** A value kept left to right inside a right-to-left mail (amounts, addresses, ids). */
  ltr(text: string): RichValue
}

/** Escapes text for HTML, so a name like `<b>` or `&` shows as typed. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
}

// Two instances per language, one for each part, each with its escaping set once: interpolation options
// given per call make i18next rebuild its interpolation patterns on every call.
const instancesOf = async (language: Language) => ({
  text: await createI18n(language, { namespaces: ['mail'], escapeValue: false, loaders: ALL_TEXT_LOADERS }),
  html: await createI18n(language, {
    namespaces: ['mail'],
    escapeValue: true,
    escape: escapeHtml,
    loaders: ALL_TEXT_LOADERS,
  }),
})
const INSTANCES: Record<Language, { text: I18n; html: I18n }> = {
  en: await instancesOf('en'),
  ar: await instancesOf('ar'),
}

const pick = (values: Record<string, MailValue>, part: 'text' | 'html') =>
  Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      typeof value === 'object' ? value[part] : String(value),
    ]),
  )

type Translate = (key: string, options: Record<string, unknown>) => string

/** The words of a mail to someone reading `language` (English for anything else). */
export function mailWords(language: Language = 'en'): MailWords {
  const instances = INSTANCES[language] ?? INSTANCES.en
  const text = instances.text.t.bind(instances.text) as unknown as Translate
  const html = instances.html.t.bind(instances.html) as unknown as Translate
  return {
    language,
    text: (key, values = {}) => text(key, pick(values, 'text')),
    html: (key, values = {}) => html(key, pick(values, 'html')),
    ltr: (text) => ({
      text,
      html: language === 'ar' ? `<span dir="ltr">${escapeHtml(text)}</span>` : escapeHtml(text),
    }),
  }
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
const DUBAI_PARTS = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Dubai',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})
// Arabic mail writes the month in Arabic and keeps the digits 0-9, as UAE shops do.
const DUBAI_ARABIC = new Intl.DateTimeFormat(intlLocale('ar'), {
  timeZone: 'Asia/Dubai',
  numberingSystem: 'latn',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

/**
 * A moment as a buyer in the UAE reads it: "24 Nov 2026, 15:22 (UAE time)". Mail is read far from the page
 * that shows it, so the zone is named; the month is spelled out so no one reads 03/04 the American way.
 */
export function uaeTime(at: Date, language: Language = 'en'): string {
  if (language === 'ar') return mailWords('ar').text('mail:time.uae', { date: DUBAI_ARABIC.format(at) })
  const parts = Object.fromEntries(DUBAI_PARTS.formatToParts(at).map((part) => [part.type, part.value]))
  const month = MONTHS[Number(parts.month) - 1] ?? parts.month
  return mailWords('en').text('mail:time.uae', {
    date: `${Number(parts.day)} ${month} ${parts.year}, ${parts.hour}:${parts.minute}`,
  })
}
