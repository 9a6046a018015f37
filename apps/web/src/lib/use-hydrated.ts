import { useSyncExternalStore } from 'react'

const noSubscription = () => () => undefined

/**
 * False while a server-rendered page is being hydrated (and on the server), true once the app runs it; true
 * at once on a page rendered in the browser. Controls that would lose a tap or a typed value before then are
 * disabled until it turns true (docs/architecture.md#server-rendered-pages).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
}
