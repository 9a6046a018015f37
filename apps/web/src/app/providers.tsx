import type { QueryClient } from '@tanstack/react-query'
import { TOAST_DURATION_MS } from '@shop/contract'
import { QueryClientProvider } from '@tanstack/react-query'
import { lazy, Suspense, useState, type ReactNode } from 'react'
import { createQueryClient } from '../lib/query-client'

// Nothing toasts before the first paint, so the toaster's code loads after it (docs/decisions/025). Pages
// import `toast` from sonner themselves; a toast raised before this mounts is still shown once it does.
const Toaster = lazy(() => import('sonner').then((sonner) => ({ default: sonner.Toaster })))

/**
 * App-wide providers: data fetching and toasts (docs/product.md#for-shoppers: top right, closing by themselves after 3 s).
 * Tests pass their own QueryClient.
 */
export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient())
  return (
    <QueryClientProvider client={client}>
      {children}
      <Suspense fallback={null}>
        <Toaster
          position="top-right"
          duration={TOAST_DURATION_MS}
          richColors
          // Below the sticky header (88 px on phones, 96 px from md), so a toast never hides the cart badge it
          // is about (docs/decisions/026).
          offset={{ top: 108, right: 24 }}
          mobileOffset={{ top: 96, right: 16, left: 16 }}
        />
      </Suspense>
    </QueryClientProvider>
  )
}
