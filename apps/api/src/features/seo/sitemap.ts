import { categoryPagePath, PRIVATE_PAGE_PATHS, productPagePath, PUBLIC_PAGE_PATHS } from '@shop/contract'
import { LANGUAGES, localizedPath } from '@shop/contract/i18n'
import { alternateUrls } from './page-language.js'
import { escapeHtml } from './page-meta.js'

/** robots.txt: everything may be crawled except a shopper's own pages and the API; the sitemap is named. */
export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    ...PRIVATE_PAGE_PATHS.map((path) => `Disallow: ${path}`),
    // The same pages in Arabic (docs/architecture.md#languages).
    ...PRIVATE_PAGE_PATHS.map((path) => `Disallow: ${localizedPath(path, 'ar')}`),
    'Disallow: /api/',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n')
}

export interface SitemapPages {
  categories: { name: string; updatedAt: Date }[]
  products: { sku: string; categoryName: string; updatedAt: Date }[]
}

/**
 * sitemap.xml (sitemaps.org 0.9): the public pages, every category and every product with its last change,
 * each in every language, every entry naming all its language versions (xhtml:link hreflang).
 */
export function sitemapXml(publicUrl: string, pages: SitemapPages): string {
  const entries = (path: string, lastModified?: Date) => {
    const urls = alternateUrls(publicUrl, path)
    const alternates = [
      ...LANGUAGES.map((language) => [language, urls[language]] as const),
      ['x-default', urls.en] as const,
    ]
      .map(
        ([hreflang, href]) =>
          `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}"/>`,
      )
      .join('')
    return LANGUAGES.map(
      (language) =>
        `  <url><loc>${escapeHtml(urls[language])}</loc>${
          lastModified ? `<lastmod>${lastModified.toISOString()}</lastmod>` : ''
        }${alternates}</url>`,
    )
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...PUBLIC_PAGE_PATHS.flatMap((path) => entries(path)),
    ...pages.categories.flatMap((category) => entries(categoryPagePath(category.name), category.updatedAt)),
    ...pages.products.flatMap((product) =>
      entries(productPagePath(product.categoryName, product.sku), product.updatedAt),
    ),
    '</urlset>',
    '',
  ].join('\n')
}
