import {
  createI18n,
  LANGUAGE_COOKIE,
  localizedPath,
  type Language,
  type Namespace,
} from '@shop/contract/i18n'
import type { i18n as I18n } from 'i18next'
import { getI18n, setI18n } from 'react-i18next'
import { renderScope } from './render-scope'

/**
 * The page's texts (docs/architecture.md#languages). One i18next instance per page load: the language is the
 * URL's (`/ar/…`), and switching language loads the other URL, so it never changes under a mounted page.
 */
export async function startI18n(
  language: Language,
  namespaces: readonly Namespace[] = ['common'],
): Promise<I18n> {
  const i18n = await createI18n(language, { namespaces })
  // Components outside a provider (and code that is not a component, like toasts) read the one instance.
  setI18n(i18n)
  return i18n
}

/** The texts of the page being rendered: the server render's own instance, else the page's one. */
export function currentI18n(): I18n {
  return renderScope()?.i18n ?? getI18n()
}

/** The language of the page being shown; English before the texts are set up. */
export function currentLanguage(): Language {
  return currentI18n()?.language === 'ar' ? 'ar' : 'en'
}

/** Loads the texts a page needs before it is shown (the router calls it beside the page's code). */
export async function loadTexts(namespaces: readonly Namespace[]): Promise<void> {
  const i18n = currentI18n()
  if (i18n && namespaces.length > 0) await i18n.loadNamespaces([...namespaces])
}

const ONE_YEAR_S = 365 * 24 * 60 * 60

/** Remembers the shopper's choice, so the next visit to an English URL opens in that language. */
export function rememberLanguage(language: Language): void {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${ONE_YEAR_S}; samesite=lax`
}

/** The address of the page being shown, in the other language (path, query and hash kept). */
export function sameUrlIn(language: Language, location: { pathname: string; search: string; hash: string }) {
  return `${localizedPath(location.pathname, language)}${location.search}${location.hash}`
}
