import {
  categoryPagePath,
  isStorefrontPath,
  OTHER_PAGE_PATHS,
  PRIVATE_PAGE_PATHS,
  productPagePath,
  PUBLIC_PAGE_PATHS,
} from '@shop/contract'
import { matchRoutes } from '../lib/router'
import { describe, expect, it } from 'vitest'
import { routes } from './router'

/** The deepest route a path lands on: '*' is the not-found page. */
const landsOn = (path: string) => matchRoutes(routes, path)?.at(-1)?.route.path ?? 'index'

// The API answers 404 for paths the contract does not know as pages (crawlers drop them); the router and
// the contract must therefore agree on which paths are pages.
describe('the routes and the contract agree on the storefront pages', () => {
  const pages = [
    ...PUBLIC_PAGE_PATHS,
    ...PRIVATE_PAGE_PATHS,
    ...OTHER_PAGE_PATHS,
    categoryPagePath('Gold'),
    productPagePath('Gold', 'AU-1OZ'),
  ]

  it.each(pages)('%s has its own route', (path) => {
    expect(isStorefrontPath(path)).toBe(true)
    expect(landsOn(path)).not.toBe('*')
  })

  it.each(['/no/such/page', '/category/Gold/extra'])('%s is the not-found page for both', (path) => {
    expect(isStorefrontPath(path)).toBe(false)
    expect(landsOn(path)).toBe('*')
  })
})
