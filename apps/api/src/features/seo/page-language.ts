import { readdirSync } from 'node:fs'
import path from 'node:path'
import {
  ALL_TEXT_LOADERS,
  createI18n,
  LANGUAGES,
  localizedPath,
  pathWithoutLanguage,
  textDirection,
  type Language,
} from '@shop/contract/i18n'
import { SITE_NAME } from '@shop/contract'
import type { TFunction } from '@shop/contract/i18n'
import { escapeHtml } from './page-meta.js'

// docs/architecture.md#languages: the page's language is in its URL (/ar/… is Arabic). The server writes it
// into the HTML it sends, so the page has the right lang, direction, title and hreflang links before any script
// runs, and an Arabic page asks for its webfont at once.

/** The `seo` texts of one language; one i18next instance per language serves every request. */
const textsOf = new Map<Language, Promise<TFunction>>()
export function seoTexts(language: Language): Promise<TFunction> {
  let texts = textsOf.get(language)
  if (!texts) {
    texts = createI18n(language, { namespaces: ['seo'], loaders: ALL_TEXT_LOADERS }).then((i18n) => i18n.t)
    textsOf.set(language, texts)
  }
  return texts
}

/** The Arabic webfont files a page preloads (the body text weight), as served under /assets. */
export function findArabicFontPreloads(webDistDir: string): string[] {
  try {
    return readdirSync(path.join(webDistDir, 'assets'))
      .filter((name) => /^ibm-plex-sans-arabic-arabic-400-normal.*\.woff2$/.test(name))
      .map((name) => `/assets/${name}`)
  } catch {
    return []
  }
}

export interface PageLanguage {
  language: Language
  /** The page's path in either language (`/ar/cart` or `/cart`); the alternates are built from it. */
  pathname: string
  /** Base of the absolute URLs of the hreflang links (PUBLIC_URL). */
  publicUrl: string
  /** Fonts to preload on Arabic pages (see findArabicFontPreloads). */
  arabicFonts: readonly string[]
}

/** The page's URL in each language, absolute: what hreflang and the sitemap name. */
export function alternateUrls(publicUrl: string, pathname: string): Record<Language, string> {
  const neutral = pathWithoutLanguage(pathname)
  return Object.fromEntries(
    LANGUAGES.map((language) => [language, `${publicUrl}${localizedPath(neutral, language)}`]),
  ) as Record<Language, string>
}

/**
 * index.html as the given language's page: `<html lang dir>`, the site's title and description in that
 * language (a page with its own head replaces them after), hreflang alternates and, in Arabic, the font
 * preload. English pages keep the file's own title and description.
 */
export async function localizeIndexHtml(indexHtml: string, page: PageLanguage): Promise<string> {
  const { language } = page
  const htmlTag = `<html lang="${language}" dir="${textDirection(language)}">`
  let html = /<html[^>]*>/.test(indexHtml)
    ? indexHtml.replace(/<html[^>]*>/, htmlTag)
    : /^<!doctype[^>]*>/i.test(indexHtml)
      ? indexHtml.replace(/^<!doctype[^>]*>/i, (doctype) => `${doctype}${htmlTag}`)
      : `${htmlTag}${indexHtml}`
  if (language !== 'en') {
    const t = await seoTexts(language)
    const title = `<title>${escapeHtml(t('seo:site.title', { site: SITE_NAME }))}</title>`
    const description = `<meta name="description" content="${escapeHtml(t('seo:site.description'))}" />`
    html = /<title>[\s\S]*?<\/title>/.test(html)
      ? html.replace(/<title>[\s\S]*?<\/title>/, () => title)
      : injectInHead(html, title)
    html = /<meta\s+name="description"[\s\S]*?\/?>/.test(html)
      ? html.replace(/<meta\s+name="description"[\s\S]*?\/?>/, () => description)
      : injectInHead(html, description)
  }
  const urls = alternateUrls(page.publicUrl, page.pathname)
  // data-hreflang: the SPA keeps these and points them at each page it moves to.
  const links = [
    ...LANGUAGES.map(
      (lang) => `<link rel="alternate" hreflang="${lang}" href="${escapeHtml(urls[lang])}" data-hreflang />`,
    ),
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(urls.en)}" data-hreflang />`,
    ...(language === 'ar'
      ? page.arabicFonts.map(
          (href) =>
            `<link rel="preload" href="${escapeHtml(href)}" as="font" type="font/woff2" crossorigin />`,
        )
      : []),
  ]
  return injectInHead(html, links.join('\n    '))
}

function injectInHead(html: string, tags: string): string {
  if (html.includes('</head>')) return html.replace('</head>', () => `  ${tags}\n  </head>`)
  return html.replace(/(<html[^>]*>)/, (open) => `${open}<head>${tags}</head>`)
}
