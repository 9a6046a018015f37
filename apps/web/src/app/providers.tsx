import type { QueryClient } from '@tanstack/react-query'
import { TOAST_DURATION_MS } from '@shop/contract'
import { QueryClientProvider } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'
import { Toaster } from 'sonner'
import { createQueryClient } from '../lib/query-client'

/**
 * App-wide providers: data fetching and toasts (PRODUCT_SPEC §2: top right, closing by themselves after 3 s).
 * Tests pass their own QueryClient.
 */
export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient())
  return (
    <QueryClientProvider client={client}>
      {children}
      <Toaster position="top-right" duration={TOAST_DURATION_MS} richColors />
    </QueryClientProvider>
  )
}
