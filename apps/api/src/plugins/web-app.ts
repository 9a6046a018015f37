import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import { isStorefrontPath } from '@shop/contract'
import { LANGUAGE_COOKIE, languageOfPath, localizedPath } from '@shop/contract/i18n'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { findArabicFontPreloads, localizeIndexHtml } from '../features/seo/page-language.js'
import { renderedOrPlain, type ServerRenderer } from '../features/seo/server-render.js'

/** Headers of every /uploads answer, files and 404s alike. */
export const UPLOAD_HEADERS = {
  'content-security-policy': "default-src 'none'; sandbox",
  'x-content-type-options': 'nosniff',
} as const

/**
 * Headers a browser reads only on a document (a page, or an SVG or HTML opened as one): helmet sets them on
 * every answer. A script, stylesheet, font or raster image never reads them, and a page loads ~30 such files,
 * each sent with ~0.7 KB of them (docs/decisions/146). `x-content-type-options` and
 * `cross-origin-resource-policy` stay: they protect a subresource.
 */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
] as const
/** Files that can never be shown as a document of their own (or their precompressed copies). */
const SUBRESOURCE_FILE = /\.(js|css|woff2?|webp|avif|png|jpe?g|ico|json)(\.br|\.gz)?$/

export interface WebAppOptions {
  /** Built storefront (apps/web/dist); when absent only the API is served. */
  webDistDir: string
  /** Folders served under /uploads, first match wins: owner uploads, then the images shipped with the code. */
  uploads: { prefix: string; dir: string }[]
  /** Base of the absolute URLs in the page's hreflang links (PUBLIC_URL). */
  publicUrl: string
  /** Renders catalog and static pages into the HTML (docs/architecture.md#server-rendered-pages). */
  serverRenderer: ServerRenderer | null
}

/** Paths that are never a page: the API, files people uploaded, the health check. */
function isNoPage(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/uploads/') || url === '/healthz'
}

/** The `lang` cookie's value, read from the header (the cookie plugin is the auth plugin's, not ours to rely on). */
function languageCookie(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie ?? ''
  for (const part of header.split(';')) {
    const [name, ...value] = part.trim().split('=')
    if (name === LANGUAGE_COOKIE) return value.join('=')
  }
  return undefined
}

/**
 * docs/architecture.md#languages: a shopper who chose Arabic (cookie `lang=ar`) and opens an English page
 * URL (a shared link, a bookmark, the bare domain) is sent to the same page under /ar, query kept. Only page
 * URLs: never the API, uploads or files (assets, robots.txt), and never the other way (an /ar link is Arabic
 * whatever the cookie says, so a shared link shows what its sender saw).
 */
export function registerLanguageRedirect(app: FastifyInstance): void {
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return
    const [pathname = '/', query] = request.url.split(/\?(.*)/s, 2)
    if (isNoPage(pathname) || path.extname(pathname) || languageOfPath(pathname) !== 'en') return
    if (!isStorefrontPath(pathname) || languageCookie(request) !== 'ar') return
    const target = `${localizedPath(pathname, 'ar')}${query === undefined ? '' : `?${query}`}`
    return reply.code(302).header('cache-control', 'no-store').header('vary', 'cookie').redirect(target)
  })
}

/**
 * Serves the SPA for every non-API path (react-router takes it from there), hashed assets with a long cache,
 * product images under /uploads, and a JSON 404 for unknown /api paths.
 */
export async function registerWebApp(app: FastifyInstance, options: WebAppOptions): Promise<void> {
  registerLanguageRedirect(app)
  // A file under /uploads is only ever an image to show: even if one held a script (an SVG, a disguised
  // HTML page), the browser may not run it or guess another type, whoever serves the file (a proxy, a CDN).
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/uploads/')) void reply.headers(UPLOAD_HEADERS)
  })
  for (const { prefix, dir } of options.uploads) {
    if (!existsSync(dir)) continue
    await app.register(fastifyStatic, {
      root: dir,
      prefix,
      decorateReply: false,
      index: false,
      maxAge: '1d',
    })
  }

  const hasWeb = existsSync(path.join(options.webDistDir, 'index.html'))
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: options.webDistDir,
      prefix: '/',
      index: false,
      wildcard: true,
      // scripts/precompress.mjs wrote .br and .gz beside each text file at build: sent as they are.
      preCompressed: true,
      // Vite fingerprints everything under /assets, so those can be cached for good.
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        // The page itself must always be revalidated, or a deploy leaves browsers on old asset names.
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`)
        const cacheControl = filePath.endsWith('index.html')
          ? 'no-cache'
          : hashed
            ? 'public, max-age=31536000, immutable'
            : 'public, max-age=300'
        void reply.header('cache-control', cacheControl)
        if (SUBRESOURCE_FILE.test(filePath)) {
          for (const name of DOCUMENT_ONLY_HEADERS) void reply.removeHeader(name)
          // A file that never changes under its name is never revalidated: its ETag is enough.
          if (hashed) void reply.removeHeader('last-modified')
        }
      },
    })
  }

  // The page in its URL's language (lang, dir, title, hreflang, font preload), written before any script runs.
  const indexHtml = hasWeb ? readFileSync(path.join(options.webDistDir, 'index.html'), 'utf8') : ''
  const arabicFonts = hasWeb ? findArabicFontPreloads(options.webDistDir) : []
  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '/'
    const language = languageOfPath(pathname)
    const html = await localizeIndexHtml(indexHtml, {
      language,
      pathname,
      publicUrl: options.publicUrl,
      arabicFonts,
    })
    void reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache')
    return reply.send(await renderedOrPlain(options.serverRenderer, html, request, reply, language))
  }

  if (hasWeb) {
    // The root is a directory to the static server; the home page is the SPA like every other page.
    app.get('/', { schema: { hide: true } }, sendPage)
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/'
    const wantsPage = request.method === 'GET' || request.method === 'HEAD'
    // A browser asking for a page gets the SPA; a missing file (no text/html in Accept) gets a 404.
    const acceptsHtml = (request.headers.accept ?? '').includes('text/html')
    if (!isNoPage(url) && wantsPage && hasWeb && (acceptsHtml || !path.extname(url))) {
      // A path that is no page of the shop still gets the SPA (its not-found screen), but with a real 404 so
      // crawlers and link checkers do not take it for a page.
      if (!isStorefrontPath(url)) void reply.code(404).header('x-robots-tag', 'noindex')
      return sendPage(request, reply)
    }
    return reply
      .code(404)
      .send({ success: false, message: `Route ${request.method} ${url} not found`, code: 'NOT_FOUND' })
  })
}
