import { readFile } from 'node:fs/promises'
import path from 'node:path'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Db } from '../../db/client.js'
import {
  CATEGORY_NOT_FOUND_META,
  categoryPageMeta,
  PRODUCT_NOT_FOUND_META,
  productPageMeta,
  renderPageHead,
  type PageMeta,
} from './page-meta.js'
import { findCategoryPageFacts, findProductPageFacts, listSitemapPages } from './seo.repo.js'
import { robotsTxt, sitemapXml } from './sitemap.js'

export interface SeoDeps {
  db: Db
  /** Base of every absolute URL (PUBLIC_URL). */
  publicUrl: string
  /** The built storefront; without its index.html only robots.txt and the sitemap are served. */
  webDistDir: string
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

    /** The page with this head, or the plain page when looking it up failed: a preview is never worth an error page. */
    const sendPage = async (
      request: FastifyRequest,
      reply: FastifyReply,
      lookup: () => Promise<{ status: number; meta: PageMeta }>,
    ) => {
      void reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache')
      try {
        const { status, meta } = await lookup()
        return reply.code(status).send(renderPageHead(indexHtml, meta))
      } catch (error) {
        request.log.warn({ err: error }, 'page head: lookup failed, sending the plain page')
        return reply.send(indexHtml)
      }
    }

    app.get(
      '/category/:categoryName/product/:sku',
      { schema: { hide: true, params: ProductParams } },
      async (request, reply) =>
        sendPage(request, reply, async () => {
          const product = await findProductPageFacts(deps.db, request.params.sku)
          return product
            ? { status: 200, meta: productPageMeta(product, deps.publicUrl) }
            : { status: 404, meta: PRODUCT_NOT_FOUND_META }
        }),
    )

    app.get(
      '/category/:categoryName',
      { schema: { hide: true, params: CategoryParams } },
      async (request, reply) =>
        sendPage(request, reply, async () => {
          const category = await findCategoryPageFacts(deps.db, request.params.categoryName)
          return category
            ? { status: 200, meta: categoryPageMeta(category, deps.publicUrl) }
            : { status: 404, meta: CATEGORY_NOT_FOUND_META }
        }),
    )
  }
