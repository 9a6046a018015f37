import i18next, { type BackendModule, type i18n as I18n } from 'i18next'
import { intlLocale, type Language } from './languages.js'
import { NAMESPACES, TEXT_LOADERS, type Namespace } from './resources.js'

/** Loads a namespace's module on first use (what i18next-resources-to-backend does, in a few lines). */
const moduleBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const loader = TEXT_LOADERS[language as Language]?.[namespace as Namespace]
    if (!loader) return callback(new Error(`no texts for ${language}/${namespace}`), false)
    loader().then(
      (loaded) => callback(null, loaded.default as Record<string, string>),
      (error: Error) => callback(error, false),
    )
  },
}

export interface CreateI18nOptions {
  /** Namespaces to load before the promise resolves (the rest load when first used). */
  namespaces?: readonly Namespace[]
  /** HTML mail needs values escaped; React escapes on its own. */
  escapeValue?: boolean
  /** How values are escaped when escapeValue is on (i18next's own HTML escaping when absent). */
  escape?: (value: string) => string
}

/**
 * One i18next instance for one language: the storefront makes one per page load (and per server render),
 * the API one per mail. Missing Arabic texts fall back to English.
 */
export async function createI18n(language: Language, options: CreateI18nOptions = {}): Promise<I18n> {
  const instance = i18next.createInstance()
  await instance.use(moduleBackend).init({
    lng: language,
    fallbackLng: 'en',
    supportedLngs: ['en', 'ar'],
    ns: [...(options.namespaces ?? ['common'])],
    defaultNS: 'common',
    interpolation: {
      escapeValue: options.escapeValue ?? false,
      ...(options.escape ? { escape: options.escape } : {}),
    },
    returnNull: false,
  })
  return instance
}

/** Loads every namespace of a language (tests, and the API, which mails any of them). */
export async function createI18nWithAllTexts(
  language: Language,
  options: Omit<CreateI18nOptions, 'namespaces'> = {},
): Promise<I18n> {
  return createI18n(language, { ...options, namespaces: NAMESPACES })
}

export { intlLocale }
