import { act, renderHook, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { getI18n } from '../../lib/i18n'
import { goldBar, phone } from '../../test/product-fixtures'
import { makeCartLine } from './cart-line'
import { CART_STORAGE_KEY } from './cart-storage'

// Each test starts from a fresh cart-store module: whether the stored cart's reader (zod) has loaded is
// module state. The fresh modules read the texts the test setup made.
async function freshStore() {
  const texts = getI18n()
  vi.resetModules()
  ;(await import('../../lib/i18n')).setI18n(texts)
  return import('./cart-store')
}

const goldSelection = { variants: {}, attributes: { Weight: 8 } }
const phoneSelection = { variants: { Storage: 12, Colour: 21 }, attributes: { Warranty: 5 } }
const storedIds = () =>
  (JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? '[]') as { id: string }[]).map((line) => line.id)

describe('the cart kept in the browser', () => {
  afterEach(() => localStorage.clear())

  it('takes a first line into an empty cart at once, without the reader of stored carts', async () => {
    const store = await freshStore()
    const { result } = renderHook(() => store.useCart())
    expect(result.current.lines).toEqual([])

    act(() => result.current.add(goldBar, goldSelection, 1))
    expect(storedIds()).toEqual([makeCartLine(goldBar, goldSelection, 1).id])
    await waitFor(() => expect(result.current.count).toBe(1))
  })

  it('never writes over a stored cart it cannot read yet: a tap meanwhile is added to it once it can', async () => {
    const stored = makeCartLine(phone, phoneSelection, 2)
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([stored]))
    const store = await freshStore()

    // Reading it before the reader has loaded is a caller's bug, not an empty cart.
    expect(() => store.readCart()).toThrow(/loadCartReader/)
    const { result } = renderHook(() => store.useCart())
    act(() => result.current.add(goldBar, goldSelection, 1))

    await waitFor(() => expect(result.current.count).toBe(3))
    expect(storedIds()).toEqual([stored.id, makeCartLine(goldBar, goldSelection, 1).id])
    expect(store.readCart()).toHaveLength(2)
  })

  it('keeps a stored cart as it was when its reader cannot be fetched, and says the change did not happen', async () => {
    const stored = makeCartLine(phone, phoneSelection, 2)
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([stored]))
    const errors: string[] = []
    vi.doMock('sonner', () => ({ toast: { error: (message: string) => errors.push(message) } }))
    vi.doMock('./cart-line-schema', () => {
      throw new TypeError('Failed to fetch dynamically imported module')
    })
    try {
      const store = await freshStore()
      const { result } = renderHook(() => store.useCart())
      act(() => result.current.add(goldBar, goldSelection, 1))

      await waitFor(() =>
        expect(errors).toEqual(['Could not reach the shop. Check your connection and try again.']),
      )
      expect(storedIds()).toEqual([stored.id])
    } finally {
      vi.doUnmock('sonner')
      vi.doUnmock('./cart-line-schema')
    }
  })
})
