import {
  createI18n,
  EN_TEXT_LOADERS,
  LANGUAGE_COOKIE,
  localizedPath,
  type I18n,
  type Language,
  type Namespace,
  type TFunction,
} from '@shop/contract/i18n'
import { createContext, createElement, use, useContext, type ReactNode } from 'react'
import { renderScope } from './render-scope'

/**
 * The page's texts (docs/architecture.md#languages). One instance per page load: the language is the URL's
 * (`/ar/…`), and switching language loads the other URL, so it never changes under a mounted page. Nothing
 * needs to re-render when texts arrive either: a page's namespaces load before it is shown, and a component
 * that asks for one that has not loaded suspends until it has.
 */
let pageI18n: I18n | undefined

/** Sets the page's texts: what components outside a provider (and code that is not a component) read. */
export function setI18n(i18n: I18n): void {
  pageI18n = i18n
}

/** The page's texts, as set by setI18n. */
export function getI18n(): I18n {
  if (!pageI18n) throw new Error('The texts are read before setI18n set them up.')
  return pageI18n
}

const I18nContext = createContext<I18n | undefined>(undefined)

/** The texts of everything inside: a server render's own instance, or a test's other language. */
export function I18nProvider({ i18n, children }: { i18n: I18n; children?: ReactNode }) {
  return createElement(I18nContext.Provider, { value: i18n }, children)
}

/** The texts of the nearest provider, else the render's or the page's; suspends while `namespaces` load. */
export function useTranslation(namespaces: readonly Namespace[] = []): { t: TFunction; i18n: I18n } {
  const i18n = useContext(I18nContext) ?? currentI18n()
  const missing = namespaces.filter((namespace) => !i18n.hasLoadedNamespace(namespace))
  if (missing.length > 0) use(i18n.loadNamespaces(missing))
  return { t: i18n.t, i18n }
}

/**
 * The storefront's texts in `language`, `namespaces` loaded. An Arabic page loads no English texts: every key is
 * in both languages (i18n/keys.test.ts), and a contract message is worded by its key (lib/translate-message.ts,
 * docs/decisions/274), never read back from its English. The Arabic table of text
 * modules comes only with an Arabic page: on an English one its chunk names would be dead weight in the first
 * load (docs/decisions/255).
 */
export async function createStorefrontI18n(
  language: Language,
  namespaces: readonly Namespace[],
): Promise<I18n> {
  const ar = language === 'ar' ? (await import('./arabic-text-loaders')).AR_TEXT_LOADERS : undefined
  return createI18n(language, { namespaces, englishAlso: [], loaders: { en: EN_TEXT_LOADERS, ar } })
}

export async function startI18n(
  language: Language,
  namespaces: readonly Namespace[] = ['common'],
): Promise<I18n> {
  const i18n = await createStorefrontI18n(language, namespaces)
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
  return (renderScope()?.i18n ?? pageI18n)?.language === 'ar' ? 'ar' : 'en'
}

/**
 * Texts that word a failed call or a contract rule in the page's language (error-text.ts,
 * translate-message.ts): loaded with every page that has a form, with the first failed answer, and at any
 * page's first idle moment, never before a page's first paint (docs/decisions/149).
 */
const FORM_NAMESPACES: readonly Namespace[] = ['errors', 'messages']

/**
 * Loads FORM_NAMESPACES on a page that reads them. An English page never does: it shows the server's and the
 * contract's English words as they are (error-text.ts, translate-message.ts, client-error-text.ts).
 */
export function loadFormTexts(): Promise<void> {
  return currentLanguage() === 'en' ? Promise.resolve() : loadTexts(FORM_NAMESPACES)
}

/** Loads the texts a page needs before it is shown (the router calls it beside the page's code). */
export async function loadTexts(namespaces: readonly Namespace[]): Promise<void> {
  const i18n = renderScope()?.i18n ?? pageI18n
  if (i18n && namespaces.length > 0) await i18n.loadNamespaces(namespaces)
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
