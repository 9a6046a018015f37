import { languageBasename, languageOfPath, textDirection } from '@shop/contract/i18n'
import { startTransition, StrictMode, Suspense } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { I18nProvider } from './lib/i18n'
import { createBrowserRouter, RouterProvider } from './lib/router'
import { AppProviders } from './app/providers'
import { loadSiteFooter } from './app/layout/lazy-site-footer'
import { routes } from './app/router'
import { FIRST_LOAD_NAMESPACES } from './app/server-rendered'
import { loadTexts, startI18n } from './lib/i18n'
import { createQueryClient } from './lib/query-client'
import { hydrateServerQueries, pageStays, SERVER_QUERIES_ELEMENT_ID } from './lib/server-hydration'
import './index.css'

const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root element')

// The URL says the language: /ar/… is Arabic, right to left; every other path is English.
const language = languageOfPath(window.location.pathname)
document.documentElement.lang = language
document.documentElement.dir = textDirection(language)

const i18n = await startI18n(language, FIRST_LOAD_NAMESPACES)
const basename = languageBasename(language)
const queryClient = createQueryClient()

// docs/architecture.md#server-rendered-pages: a catalog or static page arrives rendered, with the data it
// shows. The client starts from that data and that page's code, so hydration matches the HTML and fetches nothing.
const serverQueries = document.getElementById(SERVER_QUERIES_ELEMENT_ID)
const serverTexts = serverQueries ? hydrateServerQueries(queryClient, serverQueries.textContent ?? '') : []

// A link tapped while this code loaded is taking the shopper to another page (public/start-after-paint.js):
// the app waits, so it never shows a page the shopper is leaving.
await pageStays()

const router = createBrowserRouter(routes, { basename: basename ?? '' })
// The page's code (and texts) before hydrating: the router would otherwise show its loading screen where the
// server rendered the page. The footer's too, fetched beside it (app/layout/lazy-site-footer.tsx).
// And every text the server's render used (a page's section may use texts its route does not name).
if (serverQueries) await Promise.all([router.ready, loadSiteFooter(), loadTexts(serverTexts)])
const app = (
  <StrictMode>
    <I18nProvider i18n={i18n}>
      <AppProviders queryClient={queryClient}>
        <Suspense fallback={null}>
          <RouterProvider router={router} />
        </Suspense>
      </AppProviders>
    </I18nProvider>
  </StrictMode>
)

if (serverQueries) {
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the main thread
  // for the whole page. A tap that lands meanwhile makes React finish hydrating at once and then receives it.
  startTransition(() => {
    hydrateRoot(container, app, {
      // A mismatch is a bug of ours (the page still works: React renders it afresh); say so where tests look.
      onRecoverableError: (error, info) => console.error('hydration:', error, info.componentStack),
    })
  })
} else {
  createRoot(container).render(app)
}
