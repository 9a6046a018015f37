import { intlLocale, textDirection, type Language } from './languages.js'
import type { EnglishTexts, Namespace, TextLoader } from './resources.js'

// The shop's texts are i18next's JSON format (version 4): `{{value}}` slots, `{{- value}}` for a value shown as
// given even where values are escaped, and plural forms as `key_one`/`key_other` (Arabic adds `_zero`, `_two`,
// `_few`, `_many`), chosen by Intl.PluralRules. This module reads that format in ~100 lines, where i18next and
// its React binding cost every page 20 KB of JavaScript (docs/decisions/145).

type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other'

/** `orders_one` and `orders_other` are both the key `orders`. */
type BaseKey<K extends string> = K extends `${infer Base}_${PluralSuffix}` ? Base : K
/** Every text's dotted path in one namespace's tree. */
type TextPaths<T> = {
  [K in keyof T & string]: T[K] extends string ? BaseKey<K> : `${K}.${TextPaths<T[K]>}`
}[keyof T & string]

/** A text's full key, its namespace first: `checkout:placeOrder`. Code writes keys in full (the key test reads them). */
export type TranslationKey = { [N in Namespace]: `${N}:${TextPaths<EnglishTexts[N]>}` }[Namespace]

export interface TranslateOptions {
  /** Picks the plural form, and fills a `{{count}}` slot. */
  count?: number
  /** The text when the key has none (a code the server added after this build, say). */
  defaultValue?: string
  /** The values of the text's slots. */
  [value: string]: unknown
}

export type TFunction = (key: TranslationKey, options?: TranslateOptions) => string

/** The texts of one language. */
export interface I18n {
  readonly language: Language
  /** The text of `key` with its slots filled; the key itself when no language has it. */
  readonly t: TFunction
  dir(): 'ltr' | 'rtl'
  /** Loads namespaces (and their English fallback); the same promise while one is under way. */
  loadNamespaces(namespaces: readonly Namespace[]): Promise<void>
  hasLoadedNamespace(namespace: Namespace): boolean
  /** A loaded namespace's tree of texts. */
  getResourceBundle(language: Language, namespace: Namespace): object | undefined
}

export interface CreateI18nOptions {
  /** Namespaces to load before the promise resolves (the rest load when asked for). */
  namespaces?: readonly Namespace[]
  /** HTML mail needs values escaped; React escapes on its own. */
  escapeValue?: boolean
  /** How values are escaped when escapeValue is on (HTML escaping when absent). */
  escape?: (value: string) => string
  /**
   * The namespaces whose English texts an Arabic instance loads too: every one by default, as a fallback. The
   * key test keeps both languages complete, so the storefront passes none: a page's Arabic texts come alone.
   */
  englishAlso?: readonly Namespace[]
  /**
   * Where each language's namespaces come from: the storefront passes its English table and, on an Arabic page,
   * the Arabic one (text-loaders-en.ts, text-loaders-ar.ts); the API passes ALL_TEXT_LOADERS
   * (server-text-loaders.ts), which adds the namespaces only it reads. No table is imported here, so a page's
   * code carries only the tables it passes.
   */
  loaders: { readonly [L in Language]?: Readonly<Partial<Record<Namespace, TextLoader>>> }
}

const HTML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
  '/': '&#x2F;',
}
const escapeHtml = (value: string) => value.replace(/[&<>"'/]/g, (char) => HTML_ESCAPES[char] ?? char)

const SLOT = /\{\{(-?)\s*([^{}]+?)\s*\}\}/g

/** The value at a dotted path of the options (`{{buyer.name}}`), undefined when any step is missing. */
function valueAt(options: TranslateOptions, path: string): unknown {
  let value: unknown = options
  for (const step of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined
    value = (value as Record<string, unknown>)[step]
  }
  return value
}

/**
 * One language's texts: the storefront makes one per page load (and per server render), the API one per kind
 * of mail. A text missing in Arabic falls back to English, as i18next's `fallbackLng` did.
 */
export async function createI18n(language: Language, options: CreateI18nOptions): Promise<I18n> {
  const languages: readonly Language[] = language === 'en' ? ['en'] : [language, 'en']
  const bundles = new Map<string, object>()
  const loading = new Map<Namespace, Promise<void>>()
  const loadingSets = new Map<string, Promise<void>>()
  const plurals = new Map(languages.map((code) => [code, new Intl.PluralRules(intlLocale(code))]))
  const escape = options.escapeValue ? (options.escape ?? escapeHtml) : undefined

  const loadOne = (namespace: Namespace) => {
    let promise = loading.get(namespace)
    if (!promise) {
      promise = Promise.all(
        languages.map(async (code) => {
          if (code !== language && options.englishAlso && !options.englishAlso.includes(namespace)) return
          const loader = options.loaders[code]?.[namespace]
          if (!loader) throw new Error(`No ${namespace} texts`)
          bundles.set(`${code}:${namespace}`, (await loader()).default)
        }),
      ).then(() => undefined)
      // A failed load (a dropped connection) may be tried again.
      promise.catch(() => loading.delete(namespace))
      loading.set(namespace, promise)
    }
    return promise
  }

  const lookup = (code: Language, namespace: string, path: string): string | undefined => {
    let node: unknown = bundles.get(`${code}:${namespace}`)
    for (const step of path.split('.')) {
      if (node === null || typeof node !== 'object') return undefined
      node = (node as Record<string, unknown>)[step]
    }
    return typeof node === 'string' ? node : undefined
  }

  const fill = (text: string, values: TranslateOptions) =>
    text.replace(SLOT, (slot, raw: string, path: string) => {
      const value = valueAt(values, path)
      if (value === undefined || value === null) return slot
      const shown = String(value)
      return escape && !raw ? escape(shown) : shown
    })

  const t: TFunction = (key, values = {}) => {
    const colon = key.indexOf(':')
    const namespace = key.slice(0, colon)
    const path = key.slice(colon + 1)
    const count = typeof values.count === 'number' ? values.count : undefined
    for (const code of languages) {
      // i18next's order: `_zero` for a count of 0 where the text has one, then the language's plural form.
      const candidates =
        count === undefined
          ? [path]
          : [
              ...(count === 0 ? [`${path}_zero`] : []),
              `${path}_${plurals.get(code)?.select(count) ?? 'other'}`,
              path,
            ]
      for (const candidate of candidates) {
        const text = lookup(code, namespace, candidate)
        if (text !== undefined) return fill(text, values)
      }
    }
    return values.defaultValue !== undefined ? fill(values.defaultValue, values) : path
  }

  const i18n: I18n = {
    language,
    t,
    dir: () => textDirection(language),
    loadNamespaces: (namespaces) => {
      // The same promise for the same namespaces: React's `use` suspends on it across renders.
      const key = namespaces.join()
      let promise = loadingSets.get(key)
      if (!promise) {
        promise = Promise.all(namespaces.map(loadOne)).then(() => undefined)
        promise.catch(() => loadingSets.delete(key))
        loadingSets.set(key, promise)
      }
      return promise
    },
    hasLoadedNamespace: (namespace) => bundles.has(`${language}:${namespace}`),
    getResourceBundle: (code, namespace) => bundles.get(`${code}:${namespace}`),
  }
  await i18n.loadNamespaces(options.namespaces ?? ['common'])
  return i18n
}

export { intlLocale }
