import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { API_BASE, API_ENDPOINTS, type EndpointDefinition } from '@shop/contract'
import type { Language } from '@shop/contract/i18n'
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { SESSION_COOKIE } from '../../plugins/auth.js'
import { PRIVATE_CACHE_CONTROL } from '../../plugins/private-answers.js'
import { jsonForScript } from './page-meta.js'

type PageReader = (path: string, headers: Record<string, string>) => Promise<{ status: number; body: string }>

/** What the storefront's server entry (apps/web/src/entry-server.tsx) exports; checked when it is loaded. */
interface StorefrontServerEntry {
  renderPage(input: {
    url: string
    language: Language
    readApi: PageReader
    readOwnApi?: PageReader | undefined
  }): Promise<{ status: number; html: string; queries: string; personal?: boolean } | null>
  /** The route modules of a page the browser renders (`src/routes/cart.tsx`), none for any other page. */
  browserPageModules?(pathname: string): string[]
}

/**
 * The API calls a server-rendered page may read: the catalog and the shop's public facts, the same for every
 * visitor. Anything else (a session, an address, an order) is refused, so the HTML is never anyone's own and
 * may be cached like the reads it is made of.
 */
const PAGE_READS: readonly EndpointDefinition[] = [
  API_ENDPOINTS.getAllCategories,
  API_ENDPOINTS.getAllMetalPrices,
  API_ENDPOINTS.getAllProducts,
  API_ENDPOINTS.getProductsByCategoryName,
  API_ENDPOINTS.getProductBySku,
  API_ENDPOINTS.getProductFilters,
  API_ENDPOINTS.getCompanyInfo,
  // The owner's published pages (About, FAQ, Terms, the home banner and testimonials): the same for everyone.
  API_ENDPOINTS.getPage,
  // The owner's public settings (service charge, shipping rules) a product page's total is priced with.
  API_ENDPOINTS.getShopSettings,
]

/**
 * The calls a signed-in buyer's own page may read with their session (docs/decisions/276): every one-answer
 * GET a buyer may make (their session, orders, payments, addresses, refunds), never an owner's call or a
 * stream. The API checks ownership on each as it does for the browser's fetch.
 */
const OWN_PAGE_READS: readonly EndpointDefinition[] = Object.values(API_ENDPOINTS).filter(
  (row: EndpointDefinition) =>
    row.method === 'GET' && (row.auth === 'public' || row.auth === 'user') && !row.stream && !row.file,
)

const patternsOf = (rows: readonly EndpointDefinition[]) =>
  rows.map((row) => new RegExp(`^${row.path.replace(/:[A-Za-z]+/g, '[^/]+').replace(/[.]/g, '\\.')}$`))
const pagePatterns = patternsOf(PAGE_READS)
const ownPagePatterns = patternsOf(OWN_PAGE_READS)
const matchesAny = (patterns: readonly RegExp[], pathWithQuery: string) => {
  const pathname = pathWithQuery.split('?')[0] ?? ''
  return patterns.some((pattern) => pattern.test(pathname))
}

/** A path (with its query) that a page may read. */
export function isPageRead(pathWithQuery: string): boolean {
  return matchesAny(pagePatterns, pathWithQuery)
}

/** A path (with its query) that a signed-in buyer's own page may read with their session. */
export function isOwnPageRead(pathWithQuery: string): boolean {
  return matchesAny(ownPagePatterns, pathWithQuery)
}

export interface ServerRenderedPage {
  status: number
  /** index.html with the page's markup in `#root` and its data beside it. */
  html: string
  /** The page holds the requesting buyer's own data: sent `private, no-store`, never cached or shared. */
  personal: boolean
}

export interface ServerRenderer {
  /**
   * The page for `url` rendered into `indexHtml`, or null when the page is rendered in the browser only.
   * `cookie` is the request's Cookie header: a signed-in buyer's page is rendered with it, and only then.
   */
  render(
    indexHtml: string,
    url: string,
    language: Language,
    cookie?: string | undefined,
  ): Promise<ServerRenderedPage | null>
  /**
   * The scripts (`/assets/…`) a page rendered in the browser only runs before it shows anything: the entry's
   * imports and the page's modules with theirs. None for other pages.
   */
  browserPageScripts(url: string): string[]
}

/** Where `npm run build` writes the storefront's server entry, beside the browser build. */
export function serverEntryPath(webDistDir: string): string {
  return path.join(webDistDir, '..', 'dist-server', 'entry-server.js')
}

/**
 * docs/architecture.md#server-rendered-pages: loads the storefront's server entry, when built, and renders
 * pages with it. Their data is read through the API's own routes in this process (`inject`: the same handlers,
 * repository functions and answers as a browser's fetch, without a socket). Null when there is no build.
 */
export async function loadServerRenderer(
  app: FastifyInstance,
  webDistDir: string,
  log: FastifyBaseLogger,
): Promise<ServerRenderer | null> {
  const entryPath = serverEntryPath(webDistDir)
  if (!existsSync(entryPath)) return null
  let entry: Partial<StorefrontServerEntry>
  try {
    entry = (await import(pathToFileURL(entryPath).href)) as Partial<StorefrontServerEntry>
  } catch (error) {
    // A broken build of the storefront must not keep the shop closed: its pages still render in the browser.
    log.error(
      { err: error, entryPath },
      'server render: the storefront entry did not load; pages render in the browser',
    )
    return null
  }
  if (typeof entry.renderPage !== 'function') {
    log.warn(
      { entryPath },
      'server render: the storefront entry has no renderPage; pages render in the browser',
    )
    return null
  }
  const renderPage = entry.renderPage.bind(entry)
  const pageModules = entry.browserPageModules?.bind(entry) ?? (() => [])
  const scriptsOf = scriptsByModule(webDistDir, log)

  const notAPageRead = { status: 403, body: JSON.stringify({ success: false, message: 'Not a page read' }) }
  const inject = async (pathWithQuery: string, headers: Record<string, string>, cookie?: string) => {
    const answer = await app.inject({
      method: 'GET',
      url: `${API_BASE}${pathWithQuery}`,
      headers: {
        accept: 'application/json',
        'accept-language': headers['Accept-Language'] ?? 'en',
        ...(cookie === undefined ? {} : { cookie }),
      },
    })
    return { status: answer.statusCode, body: answer.body }
  }
  const readApi: PageReader = async (pathWithQuery, headers) =>
    isPageRead(pathWithQuery) ? inject(pathWithQuery, headers) : notAPageRead
  // Only the session's cookie goes along: the page's reads need nothing else of the request.
  const ownReader =
    (sessionCookie: string): PageReader =>
    async (pathWithQuery, headers) =>
      isOwnPageRead(pathWithQuery) ? inject(pathWithQuery, headers, sessionCookie) : notAPageRead

  return {
    async render(indexHtml, url, language, cookie) {
      const sessionCookie = sessionCookieOf(cookie)
      const page = await renderPage({
        url,
        language,
        readApi,
        readOwnApi: sessionCookie === null ? undefined : ownReader(sessionCookie),
      })
      if (!page) return null
      const root = `<div id="root">${page.html}</div>\n    <script type="application/json" id="server-queries">${jsonForScript(JSON.parse(page.queries))}</script>`
      // #root is the last element of the body: everything in it (the start-up loader) gives way to the page.
      const html = indexHtml.replace(
        /<div id="root">[\s\S]*<\/div>(\s*<\/body>)/,
        (_match, end: string) => root + end,
      )
      return { status: page.status, html: startScriptsAfterPaint(html), personal: page.personal === true }
    },
    browserPageScripts(url) {
      const modules = pageModules(url.split('?')[0] ?? '/')
      return modules.length === 0 ? [] : scriptsOf([ENTRY_MODULE, ...modules])
    },
  }
}

/** `accessToken=…` alone out of a request's Cookie header, or null when it has no session cookie. */
export function sessionCookieOf(cookieHeader: string | undefined): string | null {
  if (!cookieHeader) return null
  for (const part of cookieHeader.split(';')) {
    const [name, ...value] = part.trim().split('=')
    if (name === SESSION_COOKIE && value.join('=') !== '') return `${SESSION_COOKIE}=${value.join('=')}`
  }
  return null
}

/** The storefront's entry as Vite's manifest names it: the page it builds, whose script every page runs. */
const ENTRY_MODULE = 'index.html'

interface ManifestChunk {
  file: string
  imports?: string[]
}

/**
 * The scripts of the given modules and of everything they import statically, each once, in that order, read
 * from the build's manifest (apps/web/dist/.vite/manifest.json); the entry's own file is left out, as the page
 * names it already. Without a manifest, none: the page still loads, its imports one after another.
 */
function scriptsByModule(webDistDir: string, log: FastifyBaseLogger): (modules: string[]) => string[] {
  let manifest: Record<string, ManifestChunk>
  try {
    manifest = JSON.parse(readFileSync(path.join(webDistDir, '.vite', 'manifest.json'), 'utf8')) as Record<
      string,
      ManifestChunk
    >
  } catch (error) {
    log.warn({ err: error }, 'server render: no build manifest; pages rendered in the browser name no code')
    return () => []
  }
  const cache = new Map<string, string[]>()
  return (modules) => {
    const key = modules.join('\n')
    const known = cache.get(key)
    if (known) return known
    const seen = new Set<string>()
    const files: string[] = []
    const visit = (id: string) => {
      if (seen.has(id)) return
      seen.add(id)
      const chunk = manifest[id]
      if (!chunk) return
      if (id !== ENTRY_MODULE) files.push(`/${chunk.file}`)
      chunk.imports?.forEach(visit)
    }
    modules.forEach(visit)
    cache.set(key, files)
    return files
  }
}

/**
 * The page to send: `html` with the page rendered into it when `renderer` renders this URL, else `html` as
 * it is (the browser renders it). A failed render is logged and never costs the shopper the page.
 */
export async function renderedOrPlain(
  renderer: ServerRenderer | null,
  html: string,
  request: FastifyRequest,
  reply: FastifyReply,
  language: Language,
): Promise<string> {
  if (!renderer) return html
  try {
    const page = await renderer.render(html, request.url, language, request.headers.cookie)
    if (!page) return withBrowserPagePreloads(html, renderer.browserPageScripts(request.url))
    if (page.status !== 200) void reply.code(page.status)
    // Someone's own page: no cache (a shared one above all) may keep it or hand it to anyone else.
    if (page.personal) void reply.header('cache-control', PRIVATE_CACHE_CONTROL).header('vary', 'Cookie')
    return page.html
  } catch (error) {
    request.log.warn({ err: error }, 'server render failed; sending the page to render in the browser')
    return html
  }
}

/**
 * A page the browser renders shows nothing but the loader until its code has run. Without these preloads a
 * phone fetched that code one level of imports at a time (the entry, then React and the start chunk, then the
 * page, then its imports...), some six round trips (docs/decisions/259). Named in the head, all of it starts
 * with the HTML. The session call is not preloaded: a preloaded answer handed to the app could be one from
 * before a sign-in or sign-out, and a page that trusted it showed the wrong person's state.
 */
export function withBrowserPagePreloads(html: string, scripts: readonly string[]): string {
  if (scripts.length === 0) return html
  const links = scripts.map((src) => `<link rel="modulepreload" crossorigin href="${src}" />`)
  return html.replace('</head>', () => `  ${links.join('\n    ')}\n  </head>`)
}

/** The file (apps/web/public) that starts a server-rendered page's code once the page is painted. */
export const START_AFTER_PAINT = '/start-after-paint.js'

/**
 * The page with its entry script moved onto one deferred script that requests it after the first paint, and
 * Vite's module preloads dropped (the browser fetches the entry's imports as it reads it): the HTML already
 * shows the page, so on a slow connection its stylesheet and first image come before some 150 KB of code
 * (docs/decisions/131). An HTML without a module entry is left as it is.
 */
export function startScriptsAfterPaint(html: string): string {
  const entry = html.match(/<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>/)
  if (!entry) return html
  const start = `<script defer src="${START_AFTER_PAINT}" data-entry="${entry[1]}"></script>`
  return html.replace(entry[0], () => start).replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
}
