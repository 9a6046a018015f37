/**
 * The cart (docs/product.md and docs/architecture.md#orders-stock-and-payment): lines kept in localStorage under CART_STORAGE_KEY, shared by every tab.
 *
 * Screens use one hook:
 *
 *   const cart = useCart()
 *   cart.lines            CartLine[]: productId, sku, product_name, optionIds, choices, quantity, wire prices...
 *   cart.pricedLines      { line, price }[]: price = PricedLine in fils (unitFils, subtotalFils, vatFils,
 *                         shippingFils, totalFils) from the contract's `priceLine`
 *   cart.totals           OrderPrice in fils from the contract's `priceOrder` (subtotalFils, vatFils,
 *                         shippingFils, serviceChargeFils, totalFils): what the API will charge
 *   cart.count            number of items (sum of quantities)
 *   cart.add(product, selection, quantity)   merges with the same product + choices, else appends
 *   cart.changeQuantity(id, delta)           never below 1 nor above the stock / MAX_QUANTITY_PER_LINE
 *   cart.setQuantity(id, quantity)           same bounds
 *   cart.remove(id), cart.clear()
 *   cart.has(productId, selection)           is this exact combination in the cart?
 *
 * Pages that show the cart to pay for it (cart, checkout) use `useReconciledCart()` instead, which also checks
 * every line against live product data (use-reconciled-cart.ts).
 */
import type { OrderPrice, ProductDetail } from '@shop/contract'
import { useMemo, useSyncExternalStore } from 'react'
import { toast } from 'sonner'
import { networkErrorText } from '../../lib/client-error-text'
import {
  addLine,
  cartLineId,
  changeLineQuantity,
  makeCartLine,
  priceCart,
  priceCartLine,
  removeLine,
  setLineQuantity,
  type CartLine,
  type CartSelection,
  type PricedCartLine,
} from './cart-line'
import type { CartLineSchema as CartLineSchemaType } from './cart-line-schema'
import {
  notifyCartListeners,
  readCartLines,
  readStoredCartText,
  subscribeToCart,
  writeCartLines,
} from './cart-storage'

const NO_LINES: CartLine[] = []

// The line schema (and zod with it) is imported only once a stored cart has to be read: a visitor with an
// empty cart opens a product page without it (docs/decisions/136). Until it has loaded, a stored cart reads
// as not yet known, never as empty, so nothing is written over it meanwhile.
let lineSchema: typeof CartLineSchemaType | undefined
let lineSchemaLoading: Promise<typeof CartLineSchemaType> | undefined

function loadLineSchema(): Promise<typeof CartLineSchemaType> {
  lineSchemaLoading ??= import('./cart-line-schema').then(
    (module) => {
      lineSchema = module.CartLineSchema
      notifyCartListeners()
      return lineSchema
    },
    (error: unknown) => {
      // The chunk could not be fetched (connection lost, or a deploy replaced it): the next read tries again.
      lineSchemaLoading = undefined
      throw error
    },
  )
  return lineSchemaLoading
}

/** The stored lines read with `schema`; a line damaged or written by an older version is left out. */
function parseLines(stored: readonly unknown[], schema: typeof CartLineSchemaType): CartLine[] {
  return stored.flatMap((line) => {
    const parsed = schema.safeParse(line)
    if (!parsed.success) return []
    try {
      priceCartLine(parsed.data)
      return [parsed.data]
    } catch {
      return []
    }
  })
}

/** The stored lines, or undefined while the schema to read them is still loading. */
function readCartIfReady(): CartLine[] | undefined {
  const stored = readCartLines()
  if (stored.length === 0) return []
  if (!lineSchema) {
    // A failure shows when a change needs the reader (updateCart); meanwhile the cart stays as last known.
    loadLineSchema().catch(() => undefined)
    return undefined
  }
  return parseLines(stored, lineSchema)
}

/**
 * Loads what reading a stored cart needs. The cart and checkout pages wait for it before they show, so their
 * cart is never "not yet known".
 */
export async function loadCartReader(): Promise<void> {
  await loadLineSchema()
}

/**
 * The stored lines that are whole and can be priced; a line damaged or written by an older version is left out
 * (and dropped at the next change), so one bad line never breaks the cart.
 * @throws Error when a stored cart exists and `loadCartReader` has not finished (a bug of the caller).
 */
export function readCart(): CartLine[] {
  const lines = readCartIfReady()
  if (!lines) throw new Error('readCart before loadCartReader: the stored cart cannot be read yet')
  return lines
}

/** Replaces the cart (every change is persisted at once, docs/architecture.md#orders-stock-and-payment). */
export function writeCart(lines: readonly CartLine[]): void {
  writeCartLines([...lines])
}

function updateCart(change: (lines: CartLine[]) => CartLine[]): void {
  const lines = readCartIfReady()
  if (lines) writeCart(change(lines))
  // A tap before the stored cart could be read: applied to it once it can be. Should the reader not load, the
  // stored cart stays as it was and the shopper is told the change did not happen.
  else
    loadLineSchema().then(
      () => writeCart(change(readCart())),
      () => toast.error(networkErrorText()),
    )
}

let snapshotText: string | null | undefined
let snapshot: CartLine[] = NO_LINES

function getSnapshot(): CartLine[] {
  const text = readStoredCartText()
  if (text !== snapshotText) {
    snapshotText = text
    const lines = text === null ? NO_LINES : readCartIfReady()
    // Not yet readable: keep the text unseen, so the schema's arrival re-reads it.
    if (!lines) {
      snapshotText = undefined
      return snapshot
    }
    snapshot = lines
  }
  return snapshot
}

const actions = {
  add(product: ProductDetail, selection: CartSelection, quantity: number): void {
    updateCart((lines) => addLine(lines, makeCartLine(product, selection, quantity)))
  },
  changeQuantity(id: string, delta: number): void {
    updateCart((lines) => changeLineQuantity(lines, id, delta))
  },
  setQuantity(id: string, quantity: number): void {
    updateCart((lines) => setLineQuantity(lines, id, quantity))
  },
  remove(id: string): void {
    updateCart((lines) => removeLine(lines, id))
  },
  clear(): void {
    writeCart([])
  },
}

export interface Cart {
  lines: CartLine[]
  pricedLines: PricedCartLine[]
  totals: OrderPrice
  count: number
  add: typeof actions.add
  changeQuantity: typeof actions.changeQuantity
  setQuantity: typeof actions.setQuantity
  remove: typeof actions.remove
  clear: typeof actions.clear
  has: (productId: number, selection: CartSelection) => boolean
}

/** The cart and its actions, kept up to date across components and tabs. */
export function useCart(): Cart {
  const lines = useSyncExternalStore(subscribeToCart, getSnapshot, () => NO_LINES)
  return useMemo(() => {
    const pricedLines = lines.map((line) => ({ line, price: priceCartLine(line) }))
    const ids = new Set(lines.map((line) => line.id))
    return {
      lines,
      pricedLines,
      totals: priceCart(lines),
      count: lines.reduce((sum, line) => sum + line.quantity, 0),
      ...actions,
      has: (productId, selection) => ids.has(cartLineId(productId, selection)),
    }
  }, [lines])
}
