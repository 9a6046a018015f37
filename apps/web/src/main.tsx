import { languageBasename, languageOfPath, textDirection } from '@shop/contract/i18n'
import { StrictMode, Suspense } from 'react'
import { createRoot } from 'react-dom/client'
import { I18nextProvider } from 'react-i18next'
import { createBrowserRouter, RouterProvider } from 'react-router'
import { AppProviders } from './app/providers'
import { routes } from './app/router'
import { startI18n } from './lib/i18n'
import './index.css'

const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root element')

// The URL says the language: /ar/… is Arabic, right to left; every other path is English.
const language = languageOfPath(window.location.pathname)
document.documentElement.lang = language
document.documentElement.dir = textDirection(language)

// `metals`: the header's price ticker shows on every page; error texts and the contract's messages are read by
// code outside any one page (lib/error-text.ts).
const i18n = await startI18n(language, ['common', 'metals', 'errors', 'messages'])
const router = createBrowserRouter(routes, { basename: languageBasename(language) })

createRoot(container).render(
  <StrictMode>
    <I18nextProvider i18n={i18n}>
      <AppProviders>
        <Suspense fallback={null}>
          <RouterProvider router={router} />
        </Suspense>
      </AppProviders>
    </I18nextProvider>
  </StrictMode>,
)
