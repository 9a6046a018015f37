import { describe, expect, it } from 'vitest'
import {
  buyerOrderPagePath,
  categoryPagePath,
  isStorefrontPath,
  productPagePath,
} from './storefront-paths.js'

describe('storefront paths', () => {
  it('puts a product under its category, both escaped for the URL', () => {
    expect(productPagePath('Gold', 'AU-PAMP-FORT-1OZ')).toBe('/category/Gold/product/AU-PAMP-FORT-1OZ')
    expect(productPagePath('Phones & Tablets', 'A/B 1')).toBe(
      '/category/Phones%20%26%20Tablets/product/A%2FB%201',
    )
  })

  it("puts the buyer's order page under the profile, escaped", () => {
    expect(buyerOrderPagePath('ORD-1')).toBe('/profile/orders/ORD-1')
    expect(isStorefrontPath(buyerOrderPagePath('ORD-1'))).toBe(true)
    expect(isStorefrontPath('/profile/orders/ORD-1/extra')).toBe(false)
  })

  it('escapes a category name with spaces and slashes', () => {
    expect(categoryPagePath('Silver Coins')).toBe('/category/Silver%20Coins')
    expect(categoryPagePath('a/b')).toBe('/category/a%2Fb')
  })

  it.each([
    '/',
    '/products',
    '/about/',
    '/login',
    '/maintenance',
    '/checkout',
    '/crypto-payment',
    '/category',
    '/admin/orders',
    '/admin/order/ORD123',
    '/profile/orders/ORD123',
  ])('%s is a storefront page', (path) => expect(isStorefrontPath(path)).toBe(true))

  it('knows category and product pages by their shape, whatever the names', () => {
    expect(isStorefrontPath(categoryPagePath('Silver Coins'))).toBe(true)
    expect(isStorefrontPath(productPagePath('Gold', 'AU-1OZ'))).toBe(true)
  })

  it.each([
    '/no/such/page',
    '/category/Gold/extra',
    '/category/Gold/product',
    '/profiles',
    '/index.php',
    '/admins',
    '/admin//x',
  ])('%s is not (the not-found page)', (path) => expect(isStorefrontPath(path)).toBe(false))
})
