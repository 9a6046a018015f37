import type { Language } from './languages.js'
import type common from './locales/en/common.js'
import type errors from './locales/en/errors.js'
import type messages from './locales/en/messages.js'
import type mail from './locales/en/mail.js'

/**
 * Every namespace of texts, one module per language each (locales/<language>/<namespace>.ts). A feature adds
 * its namespace here, to EnglishTexts and to both loaders. Keys are written in full wherever they are used,
 * `t('checkout:placeOrder')`, so the key test can tell a key that nothing uses.
 */
export const NAMESPACES = ['common', 'errors', 'messages', 'mail'] as const
export type Namespace = (typeof NAMESPACES)[number]

export interface EnglishTexts {
  common: typeof common
  errors: typeof errors
  messages: typeof messages
  mail: typeof mail
}

type Loader = () => Promise<{ default: object }>

/** Each namespace is its own module, so a page loads only the texts it shows, in its own language. */
export const TEXT_LOADERS: Readonly<Record<Language, Readonly<Record<Namespace, Loader>>>> = {
  en: {
    common: () => import('./locales/en/common.js'),
    errors: () => import('./locales/en/errors.js'),
    messages: () => import('./locales/en/messages.js'),
    mail: () => import('./locales/en/mail.js'),
  },
  ar: {
    common: () => import('./locales/ar/common.js'),
    errors: () => import('./locales/ar/errors.js'),
    messages: () => import('./locales/ar/messages.js'),
    mail: () => import('./locales/ar/mail.js'),
  },
}

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common'
    resources: EnglishTexts
  }
}
