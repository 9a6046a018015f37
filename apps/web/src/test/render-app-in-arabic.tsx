import { createI18nWithAllTexts } from '@shop/contract/i18n'
import { render } from '@testing-library/react'
import { Suspense } from 'react'
import { onTestFinished } from 'vitest'
import { createStorefrontI18n, getI18n, I18nProvider, setI18n } from '../lib/i18n'
import { createMemoryRouter, RouterProvider } from '../lib/router'
import { AppProviders } from '../app/providers'
import { routes } from '../app/router'
import { FIRST_LOAD_NAMESPACES } from '../app/server-rendered'
import { createQueryClient } from '../lib/query-client'

/**
 * Renders the whole app at `path` as the /ar storefront shows it: under the /ar basename, every text in
 * Arabic, the page right to left. Code outside components (formatting, toasts) reads the same Arabic
 * instance, as main.tsx sets it. The one way the storefront's tests render a page in Arabic.
 * The test's English instance and direction are put back when it ends.
 * `texts: 'as-a-browser-starts'` starts from the texts main.tsx loads (FIRST_LOAD_NAMESPACES), the rest loading
 * as the pages ask for them, instead of every text loaded up front.
 */
export async function renderAppInArabic(
  path = '/',
  { texts = 'all' }: { texts?: 'all' | 'as-a-browser-starts' } = {},
) {
  const arabic =
    texts === 'all'
      ? await createI18nWithAllTexts('ar')
      : await createStorefrontI18n('ar', FIRST_LOAD_NAMESPACES)
  const english = getI18n()
  setI18n(arabic)
  document.documentElement.dir = 'rtl'
  // Per call, not a module-level afterEach: were files ever to share their worker's modules, a module's
  // hooks would be registered for the first file that loads it only.
  onTestFinished(() => {
    setI18n(english)
    document.documentElement.removeAttribute('dir')
  })
  const router = createMemoryRouter(routes, {
    initialEntries: [`/ar${path === '/' ? '' : path}`],
    basename: '/ar',
  })
  const queryClient = createQueryClient({ retry: false })
  const view = render(
    <I18nProvider i18n={arabic}>
      <AppProviders queryClient={queryClient}>
        <Suspense fallback={null}>
          <RouterProvider router={router} />
        </Suspense>
      </AppProviders>
    </I18nProvider>,
  )
  return { ...view, router, queryClient }
}
