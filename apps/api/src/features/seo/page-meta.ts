import { categoryPagePath, CURRENCY, filsToAed, productPagePath, SITE_NAME } from '@shop/contract'
import { localizedPath, type Language } from '@shop/contract/i18n'
import type { TFunction } from '@shop/contract/i18n'
import { pickLocalized } from '../../lib/content-language.js'
import type { ProductPageFacts } from './seo.repo.js'

// link previews and crawlers read the HTML as sent, without running scripts, so product and category
// pages get their title, description, canonical link, Open Graph tags and (products) a JSON-LD Product here.

const DESCRIPTION_MAX = 160

/** What goes into the <head> of one page. */
export interface PageMeta {
  title: string
  description: string
  /** Absolute URL; none for pages that are not to be indexed. */
  canonicalUrl?: string
  noindex?: boolean
  openGraph?: Record<string, string>
  jsonLd?: Record<string, unknown>
}

/** Text cut to at most `max` characters at a word boundary, with an ellipsis when cut. */
export function clip(text: string, max = DESCRIPTION_MAX): string {
  const flat = text.replace(/\s+/g, ' ').trim()
  if (flat.length <= max) return flat
  const cut = flat.slice(0, max - 1)
  const atWord = cut.slice(0, Math.max(cut.lastIndexOf(' '), Math.floor(max / 2)))
  return `${atWord.trimEnd()}…`
}

const absolute = (publicUrl: string, pathOrUrl: string) =>
  /^https?:\/\//.test(pathOrUrl)
    ? pathOrUrl
    : `${publicUrl}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`

/** The texts and language of the page being written (docs/architecture.md#languages). */
export interface PageTexts {
  language: Language
  t: TFunction
}

/** The name a product or category is shown under in a language: the Arabic one when written, else English. */
export function catalogNameIn(item: { name: string; nameAr?: string | null }, language: Language): string {
  return pickLocalized(item.name, item.nameAr, language)
}

/** A product's page: the price and availability a shopper would see, as schema.org and Open Graph say them. */
export function productPageMeta(product: ProductPageFacts, publicUrl: string, texts: PageTexts): PageMeta {
  const url = `${publicUrl}${localizedPath(productPagePath(product.categoryName, product.sku), texts.language)}`
  const images = product.imagePaths.map((imagePath) => absolute(publicUrl, imagePath))
  const inStock = product.stock > 0
  const price = product.priceFils === null ? undefined : filsToAed(product.priceFils).toFixed(2)
  const description = clip(pickLocalized(product.description, product.descriptionAr, texts.language))
  const name = catalogNameIn(product, texts.language)
  return {
    title: texts.t('seo:page.title', { name, site: SITE_NAME }),
    description,
    canonicalUrl: url,
    openGraph: {
      'og:type': 'product',
      'og:site_name': SITE_NAME,
      'og:title': name,
      'og:description': description,
      'og:url': url,
      ...(images[0] ? { 'og:image': images[0] } : {}),
      ...(price ? { 'product:price:amount': price, 'product:price:currency': CURRENCY } : {}),
      'product:availability': inStock ? 'in stock' : 'out of stock',
    },
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name,
      sku: product.sku,
      description: pickLocalized(product.description, product.descriptionAr, texts.language),
      category: product.categoryName,
      ...(images.length > 0 ? { image: images } : {}),
      ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand } } : {}),
      offers: {
        '@type': 'Offer',
        url,
        priceCurrency: CURRENCY,
        ...(price ? { price } : {}),
        availability: inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
        itemCondition: 'https://schema.org/NewCondition',
      },
    },
  }
}

/** A category's page. */
export function categoryPageMeta(
  category: { name: string; imagePath: string | null; productCount: number },
  publicUrl: string,
  texts: PageTexts,
): PageMeta {
  const url = `${publicUrl}${localizedPath(categoryPagePath(category.name), texts.language)}`
  const name = catalogNameIn(category, texts.language)
  const description = texts.t('seo:category.description', {
    name,
    site: SITE_NAME,
    productCount: category.productCount,
  })
  const title = texts.t('seo:page.title', { name, site: SITE_NAME })
  return {
    title,
    description,
    canonicalUrl: url,
    openGraph: {
      'og:type': 'website',
      'og:site_name': SITE_NAME,
      'og:title': title,
      'og:description': description,
      'og:url': url,
      ...(category.imagePath ? { 'og:image': absolute(publicUrl, category.imagePath) } : {}),
    },
  }
}

/** docs/product.md#for-shoppers: a product that failed to load shows "Product Not Found", not indexed. */
export function productNotFoundMeta({ t }: PageTexts): PageMeta {
  return {
    title: t('seo:productNotFound.title', { site: SITE_NAME }),
    description: t('seo:productNotFound.description'),
    noindex: true,
  }
}

/** An unknown category: its page says so, and it is not indexed either. */
export function categoryNotFoundMeta({ t }: PageTexts): PageMeta {
  return {
    title: t('seo:categoryNotFound.title', { site: SITE_NAME }),
    description: t('seo:categoryNotFound.description'),
    noindex: true,
  }
}

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
}

/** JSON for a <script type="application/ld+json">: `<` escaped so no text can close the script element. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}

// Server-written tags carry this attribute, so the SPA can drop them when the shopper moves to another page.
const MARK = 'data-page-meta'

/**
 * The storefront's index.html with this page's head: its <title> and description replaced, the other tags
 * added before </head>. Every value is escaped; a template without those elements still gets the new tags.
 */
export function renderPageHead(indexHtml: string, meta: PageMeta): string {
  const tags: string[] = []
  if (meta.noindex) tags.push(`<meta name="robots" content="noindex" ${MARK} />`)
  if (meta.canonicalUrl) tags.push(`<link rel="canonical" href="${escapeHtml(meta.canonicalUrl)}" ${MARK} />`)
  for (const [property, content] of Object.entries(meta.openGraph ?? {})) {
    tags.push(`<meta property="${escapeHtml(property)}" content="${escapeHtml(content)}" ${MARK} />`)
  }
  if (meta.openGraph) {
    tags.push(`<meta name="twitter:card" content="summary_large_image" ${MARK} />`)
  }
  if (meta.jsonLd)
    tags.push(`<script type="application/ld+json" ${MARK}>${jsonForScript(meta.jsonLd)}</script>`)

  const title = `<title>${escapeHtml(meta.title)}</title>`
  const description = `<meta name="description" content="${escapeHtml(meta.description)}" />`
  let html = /<title>[\s\S]*?<\/title>/.test(indexHtml)
    ? indexHtml.replace(/<title>[\s\S]*?<\/title>/, () => title)
    : indexHtml.replace('</head>', () => `${title}\n</head>`)
  html = /<meta\s+name="description"[\s\S]*?\/?>/.test(html)
    ? html.replace(/<meta\s+name="description"[\s\S]*?\/?>/, () => description)
    : html.replace('</head>', () => `${description}\n</head>`)
  return html.replace('</head>', () => `    ${tags.join('\n    ')}\n  </head>`)
}
