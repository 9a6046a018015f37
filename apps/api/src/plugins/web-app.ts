import { existsSync } from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import { isStorefrontPath } from '@shop/contract'
import type { FastifyInstance } from 'fastify'

/** Headers of every /uploads answer, files and 404s alike. */
export const UPLOAD_HEADERS = {
  'content-security-policy': "default-src 'none'; sandbox",
  'x-content-type-options': 'nosniff',
} as const

export interface WebAppOptions {
  /** Built storefront (apps/web/dist); when absent only the API is served. */
  webDistDir: string
  /** Folders served under /uploads, first match wins: owner uploads, then the images shipped with the code. */
  uploads: { prefix: string; dir: string }[]
}

/**
 * Serves the SPA for every non-API path (react-router takes it from there), hashed assets with a long cache,
 * product images under /uploads, and a JSON 404 for unknown /api paths.
 */
export async function registerWebApp(app: FastifyInstance, options: WebAppOptions): Promise<void> {
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
        const cacheControl = filePath.endsWith('index.html')
          ? 'no-cache'
          : filePath.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'public, max-age=300'
        void reply.header('cache-control', cacheControl)
      },
    })
  }

  if (hasWeb) {
    // The root is a directory to the static server; the home page is the SPA like every other page.
    app.get('/', { schema: { hide: true } }, (_request, reply) =>
      reply.sendFile('index.html', options.webDistDir),
    )
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/'
    const wantsPage = request.method === 'GET' || request.method === 'HEAD'
    const isApi =
      url === '/api' || url.startsWith('/api/') || url.startsWith('/uploads/') || url === '/healthz'
    // A browser asking for a page gets the SPA; a missing file (no text/html in Accept) gets a 404.
    const acceptsHtml = (request.headers.accept ?? '').includes('text/html')
    if (!isApi && wantsPage && hasWeb && (acceptsHtml || !path.extname(url))) {
      // A path that is no page of the shop still gets the SPA (its not-found screen), but with a real 404 so
      // crawlers and link checkers do not take it for a page.
      if (!isStorefrontPath(url)) void reply.code(404).header('x-robots-tag', 'noindex')
      return reply.sendFile('index.html', options.webDistDir)
    }
    return reply
      .code(404)
      .send({ success: false, message: `Route ${request.method} ${url} not found`, code: 'NOT_FOUND' })
  })
}
