import { readFile } from 'node:fs/promises'
import path from 'node:path'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Db } from '../../db/client.js'
import { languageBasename, languageOfPath, LANGUAGES } from '@shop/contract/i18n'
import {
  categoryNotFoundMeta,
  categoryPageMeta,
  productNotFoundMeta,
  productPageMeta,
  renderPageHead,
  type PageMeta,
  type PageTexts,
} from './page-meta.js'
import { findArabicFontPreloads, localizeIndexHtml, seoTexts } from './page-language.js'
import { findCategoryPageFacts, findProductPageFacts, listSitemapPages } from './seo.repo.js'
import { renderedOrPlain, type ServerRenderer } from './server-render.js'
import { robotsTxt, sitemapXml } from './sitemap.js'

export interface SeoDeps {
  db: Db
  /** Base of every absolute URL (PUBLIC_URL). */
  publicUrl: string
  /** The built storefront; without its index.html only robots.txt and the sitemap are served. */
  webDistDir: string
  /** Renders the page into the HTML (docs/architecture.md#server-rendered-pages); null: the browser renders it. */
  serverRenderer: ServerRenderer | null
}

// Any text: a page URL is never refused, an unknown name is the page's own 404.
const CategoryParams = z.object({ categoryName: z.string() })
const ProductParams = CategoryParams.extend({ sku: z.string() })

/**
 * link previews and search: robots.txt, sitemap.xml, and the SPA's page for product and category URLs
 * with their title, description, canonical link, Open Graph tags and JSON-LD written into the HTML. Unknown
 * ones answer 404 with noindex; the SPA shows its not-found screen either way.
 */
export const seoRoutes =
  (deps: SeoDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
      reply
        .type('text/plain; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(robotsTxt(deps.publicUrl)),
    )

    app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) =>
      reply
        .type('application/xml; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(sitemapXml(deps.publicUrl, await listSitemapPages(deps.db))),
    )

    const indexHtml = await readFile(path.join(deps.webDistDir, 'index.html'), 'utf8').catch(() => null)
    if (indexHtml === null) return

    const arabicFonts = findArabicFontPreloads(deps.webDistDir)

    /**
     * The page with this head, in the URL's language, or the plain page (still in its language) when looking
     * it up failed: a preview is never worth an error page.
     */
    const sendPage = async (
      request: FastifyRequest,
      reply: FastifyReply,
      lookup: (texts: PageTexts) => Promise<{ status: number; meta: PageMeta }>,
    ) => {
      void reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache')
      const pathname = request.url.split('?')[0] ?? '/'
      const language = languageOfPath(pathname)
      const page = await localizeIndexHtml(indexHtml, {
        language,
        pathname,
        publicUrl: deps.publicUrl,
        arabicFonts,
      })
      let html = page
      try {
        const { status, meta } = await lookup({ language, t: await seoTexts(language) })
        void reply.code(status)
        html = renderPageHead(page, meta)
      } catch (error) {
        request.log.warn({ err: error }, 'page head: lookup failed, sending the plain page')
      }
      return reply.send(await renderedOrPlain(deps.serverRenderer, html, request, reply, language))
    }

    // The same pages in every language: /category/… and /ar/category/… (docs/architecture.md#languages).
    for (const prefix of LANGUAGES.map((language) => languageBasename(language) ?? '')) {
      app.get(
        `${prefix}/category/:categoryName/product/:sku`,
        { schema: { hide: true, params: ProductParams } },
        async (request, reply) =>
          sendPage(request, reply, async (texts) => {
            const product = await findProductPageFacts(deps.db, request.params.sku)
            return product
              ? { status: 200, meta: productPageMeta(product, deps.publicUrl, texts) }
              : { status: 404, meta: productNotFoundMeta(texts) }
          }),
      )

      app.get(
        `${prefix}/category/:categoryName`,
        { schema: { hide: true, params: CategoryParams } },
        async (request, reply) =>
          sendPage(request, reply, async (texts) => {
            const category = await findCategoryPageFacts(deps.db, request.params.categoryName)
            return category
              ? { status: 200, meta: categoryPageMeta(category, deps.publicUrl, texts) }
              : { status: 404, meta: categoryNotFoundMeta(texts) }
          }),
      )
    }
  }
