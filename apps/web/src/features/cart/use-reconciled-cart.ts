import { ENDPOINTS } from '@shop/contract'
import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useTranslation } from '../../lib/i18n'
import { toast } from 'sonner'
import { call } from '../../lib/api-client'
import { loadCartReader, readCart, useCart, writeCart, type Cart } from './cart-store'
import { reconcileCart } from './reconcile'

// The cart and checkout pages read the cart through this module: it loads the stored cart's reader before
// they show, so they never see a cart that is not yet known as an empty one (cart-store.ts).
await loadCartReader()

export const cartValidationQueryKey = (productIds: readonly number[]) =>
  ['cart', 'validation', productIds] as const

export interface ReconciledCart extends Cart {
  /** True while the first check of the current lines is on its way. */
  isChecking: boolean
  /** The check failed (the lines are then shown as stored; the API re-checks everything at order time). */
  checkError: Error | null
}

/**
 * `useCart()` plus docs/product.md#rules-the-shop-keeps reconciliation: asks GET /product/check-product-validation?ids=... for every
 * product in the cart (again when the window regains focus), removes what is gone or out of stock with the
 * spec's messages as toasts, and refreshes names, stock and prices. The cart and checkout pages use it.
 */
export function useReconciledCart(): ReconciledCart {
  // The notices are the `cart` texts: this loads them on any page that checks the cart (checkout too).
  useTranslation(['cart'])
  const cart = useCart()
  const productIds = [...new Set(cart.lines.map((line) => line.productId))].sort((a, b) => a - b)
  const query = useQuery({
    queryKey: cartValidationQueryKey(productIds),
    queryFn: async ({ signal }) =>
      (await call(ENDPOINTS.checkProductValidation, { query: { ids: productIds.join(',') } }, { signal }))
        .data,
    enabled: productIds.length > 0,
  })

  const live = query.data
  useEffect(() => {
    if (!live) return
    // Reconcile what is stored now (not this render's lines): a repeated run then finds nothing to change and
    // shows no toast twice.
    const { lines, notices, changed } = reconcileCart(readCart(), live)
    if (changed) writeCart(lines)
    for (const notice of notices) {
      // The message as toast id: the same notice from two pages (cart, then checkout) shows once.
      if (notice.type === 'error') toast.error(notice.message, { id: notice.message })
      else toast.info(notice.message, { id: notice.message })
    }
  }, [live])

  return {
    ...cart,
    isChecking: query.isPending && query.fetchStatus === 'fetching',
    checkError: query.error,
  }
}
