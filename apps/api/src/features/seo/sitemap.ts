import { categoryPagePath, PRIVATE_PAGE_PATHS, productPagePath, PUBLIC_PAGE_PATHS } from '@shop/contract'
import { escapeHtml } from './page-meta.js'

/** robots.txt: everything may be crawled except a shopper's own pages and the API; the sitemap is named. */
export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    ...PRIVATE_PAGE_PATHS.map((path) => `Disallow: ${path}`),
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

/** sitemap.xml (sitemaps.org 0.9): the public pages, every category and every product with its last change. */
export function sitemapXml(publicUrl: string, pages: SitemapPages): string {
  const entry = (path: string, lastModified?: Date) =>
    `  <url><loc>${escapeHtml(`${publicUrl}${path}`)}</loc>${
      lastModified ? `<lastmod>${lastModified.toISOString()}</lastmod>` : ''
    }</url>`
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...PUBLIC_PAGE_PATHS.map((path) => entry(path)),
    ...pages.categories.map((category) => entry(categoryPagePath(category.name), category.updatedAt)),
    ...pages.products.map((product) =>
      entry(productPagePath(product.categoryName, product.sku), product.updatedAt),
    ),
    '</urlset>',
    '',
  ].join('\n')
}
