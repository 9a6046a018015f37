import { createI18nWithAllTexts } from '@shop/contract/i18n'
import { render } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { AppProviders } from '../app/providers'
import { routes } from '../app/router'
import { createQueryClient } from '../lib/query-client'

/**
 * Renders the whole app at `path` as renderApp does, inside an Arabic i18next instance with every text loaded
 * (docs/architecture.md#languages), for the back office's Arabic tests.
 */
export async function renderBackOfficeInArabic(path: string) {
  const arabic = await createI18nWithAllTexts('ar')
  const router = createMemoryRouter(routes, { initialEntries: [path] })
  return render(
    <I18nextProvider i18n={arabic}>
      <AppProviders queryClient={createQueryClient({ retry: false })}>
        <RouterProvider router={router} />
      </AppProviders>
    </I18nextProvider>,
  )
}
