import { useSyncExternalStore } from 'react'

/** docs/product.md: the cart is kept in the browser under one fixed key and restored on load. */
export const CART_STORAGE_KEY = 'shop.cart.v1'

/** Only `quantity` is read here; the rest of a line belongs to the cart feature that writes it (and checks it). */
export interface StoredCartLine {
  quantity: number
  [field: string]: unknown
}

// A hand check rather than a zod schema: the header's cart badge reads this before zod has loaded
// (docs/decisions/025).
function isStoredCartLine(value: unknown): value is StoredCartLine {
  if (typeof value !== 'object' || value === null) return false
  const quantity = (value as { quantity?: unknown }).quantity
  return typeof quantity === 'number' && Number.isInteger(quantity) && quantity > 0
}

const listeners = new Set<() => void>()

/** The stored cart lines; `[]` when nothing is stored, storage is blocked or the value is damaged. */
export function readCartLines(): StoredCartLine[] {
  return parseCart(readStoredCartText())
}

/** Replaces the stored cart and tells every subscriber in this tab (other tabs hear the `storage` event). */
export function writeCartLines(lines: StoredCartLine[]): void {
  try {
    if (lines.length === 0) localStorage.removeItem(CART_STORAGE_KEY)
    else localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(lines))
  } catch {
    // Storage full or blocked (private mode): the cart lives only as long as the page.
  }
  notifyCartListeners()
}

/** Tells every subscriber in this tab to read the cart again (it changed, or can now be read). */
export function notifyCartListeners(): void {
  for (const listener of listeners) listener()
}

/** Calls `listener` whenever the cart changes, in this tab or another one. Returns the unsubscribe function. */
export function subscribeToCart(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    // `key` is null when another tab cleared all of storage.
    if (event.key === CART_STORAGE_KEY || event.key === null) listener()
  }
  listeners.add(listener)
  window.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', onStorage)
  }
}

/** Number of items in the cart (the sum of the quantities), kept up to date. */
export function useCartCount(): number {
  return useSyncExternalStore(subscribeToCart, getCartCount, () => 0)
}

let lastRaw: string | null = null
let lastCount = 0

function getCartCount(): number {
  const raw = readStoredCartText()
  if (raw !== lastRaw) {
    lastRaw = raw
    lastCount = parseCart(raw).reduce((sum, line) => sum + line.quantity, 0)
  }
  return lastCount
}

/** The stored cart exactly as stored (null when absent or storage is blocked): a cheap change check. */
export function readStoredCartText(): string | null {
  try {
    return localStorage.getItem(CART_STORAGE_KEY)
  } catch {
    return null
  }
}

function parseCart(raw: string | null): StoredCartLine[] {
  if (!raw) return []
  try {
    const parsed: unknown = JSON.parse(raw)
    return Array.isArray(parsed) && parsed.every(isStoredCartLine) ? parsed : []
  } catch {
    return []
  }
}
