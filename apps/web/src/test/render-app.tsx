import { render } from '@testing-library/react'
import { createMemoryRouter, type InitialEntry, RouterProvider } from '../lib/router'
import { AppProviders } from '../app/providers'
import { routes } from '../app/router'
import { createQueryClient } from '../lib/query-client'

/**
 * Renders the whole app (layout, lazy routes, providers) at `path`, with failures shown at once (no retry).
 * `path` may be a location with history state, as a navigation with `state` leaves it.
 */
export function renderApp(path: InitialEntry = '/') {
  const router = createMemoryRouter(routes, { initialEntries: [path] })
  const queryClient = createQueryClient({ retry: false })
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  )
  return { ...view, router, queryClient }
}
