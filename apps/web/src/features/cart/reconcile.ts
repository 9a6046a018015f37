import type { CheckProductValidationData } from '@shop/contract'
import { getI18n } from '../../lib/i18n'
import { maxQuantityOf, priceCartLine, type CartLine } from './cart-line'

export interface CartNotice {
  type: 'error' | 'info'
  message: string
}

export interface Reconciliation {
  lines: CartLine[]
  notices: CartNotice[]
  /** False when the live data changed nothing (no need to write the cart). */
  changed: boolean
}

/**
 * docs/product.md#rules-the-shop-keeps cart reconciliation against live product data (GET /product/check-product-validation):
 * a product that no longer exists is removed ('A product in your cart is no longer available...'); one out of
 * stock is removed ('{product_name} is out of stock...'); a dynamically priced one without a final price is
 * dropped; every other line takes the live name, stock and prices. Additions: a line whose chosen option no
 * longer exists is removed like a missing product, and a quantity above the stock is lowered to it.
 * Identical notices are given once.
 */
export function reconcileCart(lines: readonly CartLine[], live: CheckProductValidationData): Reconciliation {
  const notices: CartNotice[] = []
  const notify = (notice: CartNotice) => {
    if (!notices.some((n) => n.message === notice.message)) notices.push(notice)
  }
  const missing = new Set(live.missingIds)
  const result: CartLine[] = []
  let changed = false

  for (const line of lines) {
    const product = missing.has(line.productId)
      ? undefined
      : live.products.find((p) => p.id === line.productId)
    if (!product) {
      changed = true
      notify({ type: 'error', message: getI18n().t('cart:notices.noLongerAvailable') })
      continue
    }
    if (product.stock === 0) {
      changed = true
      notify({
        type: 'error',
        message: getI18n().t('cart:notices.outOfStockRemoved', { name: product.product_name }),
      })
      continue
    }
    if (product.dynamic_pricing && product.final_price === null) {
      // No price can be shown or charged until the metal price is known again.
      changed = true
      notify({ type: 'error', message: getI18n().t('cart:notices.noLongerAvailable') })
      continue
    }

    // The chosen options, found by id in the live variants: their names follow the page's language (a line put
    // in the cart on an English page reads "التغليف: كبسولة" at an Arabic checkout).
    const chosen = Object.entries(line.selectedVariants).map(([name, id]) => {
      const variant = product.product_variants.find((v) => v.variant_options.some((o) => o.id === id))
      const option = variant?.variant_options.find((o) => o.id === id)
      return {
        name,
        id,
        live: variant && option ? { name: variant.variant_name, value: option.option_name } : null,
      }
    })
    const refreshed: CartLine = {
      ...line,
      sku: product.sku,
      product_name: product.product_name,
      stock: product.stock,
      base_price: product.base_price,
      final_price: product.final_price,
      vat: product.vat,
      shipping_cost: product.shipping_cost,
      volume_tiers: product.volume_tiers ?? [],
      dynamic_pricing: product.dynamic_pricing,
      variants: product.product_variants,
      selectedVariants: Object.fromEntries(chosen.map(({ name, id, live }) => [live?.name ?? name, id])),
      choices: line.choices.map((choice) => {
        const live = chosen.find((option) => option.name === choice.name)?.live
        return live ? { ...choice, ...live } : choice
      }),
    }
    try {
      priceCartLine(refreshed)
    } catch {
      changed = true
      notify({ type: 'error', message: getI18n().t('cart:notices.noLongerAvailable') })
      continue
    }
    const quantity = Math.min(refreshed.quantity, maxQuantityOf(refreshed))
    if (quantity !== refreshed.quantity) {
      notify({
        type: 'info',
        message: getI18n().t('cart:notices.quantityLowered', {
          count: product.stock,
          name: product.product_name,
        }),
      })
    }
    const next = { ...refreshed, quantity }
    if (JSON.stringify(next) !== JSON.stringify(line)) changed = true
    result.push(next)
  }
  return { lines: result, notices, changed }
}
