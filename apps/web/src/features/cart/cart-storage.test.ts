import { describe, expect, it } from 'vitest'
import { CART_STORAGE_KEY, readCartLines, writeCartLines } from './cart-storage'

describe('cart storage', () => {
  it('reads back what it wrote, and removes the key when the cart is emptied', () => {
    writeCartLines([{ id: '3', quantity: 2 }])
    expect(readCartLines()).toEqual([{ id: '3', quantity: 2 }])

    writeCartLines([])
    expect(localStorage.getItem(CART_STORAGE_KEY)).toBeNull()
    expect(readCartLines()).toEqual([])
  })

  it('treats a damaged stored cart as empty instead of failing', () => {
    localStorage.setItem(CART_STORAGE_KEY, '{not json')
    expect(readCartLines()).toEqual([])

    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([{ id: '1', quantity: -2 }]))
    expect(readCartLines()).toEqual([])
  })
})
