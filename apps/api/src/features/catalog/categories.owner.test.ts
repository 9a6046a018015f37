import {
  ErrorEnvelopeSchema,
  GetAllCategoriesResponseSchema,
  OwnerCategoriesResponseSchema,
} from '@shop/contract'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog } from '../../db/schema/index.js'
import { authHeaders, createUser } from '../../test/factories.js'
import { createTestApp, type TestApp } from '../../test/harness.js'

// docs/decisions/207: the owner's categories page: every category with both names, hidden ones kept off the
// storefront, the storefront's order set by the owner, and no category deleted while products are in it.

let t: TestApp
let admin: Record<string, string>
let shopper: Record<string, string>
beforeAll(async () => {
  t = await createTestApp()
  admin = await authHeaders(t, await createUser(t.testDb.database.db, { role: 'owner' }))
  shopper = await authHeaders(t, await createUser(t.testDb.database.db))
})
afterAll(() => t.close())

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers = admin, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers, ...(payload ? { payload } : {}) })

const ownerList = async () => {
  const res = await call('GET', '/owner/categories')
  expect(res.statusCode, res.body).toBe(200)
  return OwnerCategoriesResponseSchema.parse(res.json()).data
}
const shopList = async (language = 'en') => {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/v1/category/get-all-categories',
    headers: { 'accept-language': language },
  })
  return GetAllCategoriesResponseSchema.parse(res.json()).data.map((category) => category.categoryName)
}

describe('the owner’s categories', () => {
  it('lists every category with both names, its product count and place, new ones last', async () => {
    const created = await call('POST', '/category/create-category', admin, {
      categoryName: 'Platinum',
      categoryNameAr: 'بلاتين',
    })
    expect(created.statusCode, created.body).toBe(201)
    const list = await ownerList()
    // The seeded three in whatever order the owner set (another test reorders them), the new one last.
    expect(list.map((row) => row.categoryName).sort()).toEqual(['Gold', 'Platinum', 'Silver', 'Smartphones'])
    const platinum = list.at(-1)!
    expect(platinum.categoryName).toBe('Platinum')
    expect(platinum).toMatchObject({ categoryNameAr: 'بلاتين', hidden: false, productCount: 0 })
    expect(list.find((row) => row.categoryName === 'Gold')!.productCount).toBeGreaterThan(0)
    expect(await shopList('ar')).toContain('بلاتين')
  })

  it('hides a category from the storefront (list and page) and shows it again', async () => {
    const silver = (await ownerList()).find((row) => row.categoryName === 'Silver')!
    const hide = await call('PUT', `/category/update-category/${silver.id}`, admin, {
      categoryName: 'Silver',
      hidden: true,
    })
    expect(hide.statusCode, hide.body).toBe(200)
    expect(await shopList()).not.toContain('Silver')
    const page = await call('GET', '/product/get-products-by-category-name/Silver', {})
    expect(page.statusCode).toBe(404)
    expect(ErrorEnvelopeSchema.parse(page.json()).code).toBe('CATEGORY_NOT_FOUND')
    expect((await call('GET', `/product/get-products-by-category/${silver.id}`, {})).statusCode).toBe(404)
    expect((await ownerList()).find((row) => row.id === silver.id)).toMatchObject({ hidden: true })

    await call('PUT', `/category/update-category/${silver.id}`, admin, {
      categoryName: 'Silver',
      hidden: false,
    })
    expect(await shopList()).toContain('Silver')
    expect((await call('GET', '/product/get-products-by-category-name/Silver', {})).statusCode).toBe(200)
  })

  it('puts the categories in the owner’s order; every category must be listed once', async () => {
    const before = await ownerList()
    const reversed = before.map((row) => row.id).reverse()
    const reversedNames = before.map((row) => row.categoryName).reverse()
    const res = await call('PUT', '/owner/categories/order', admin, { ids: reversed })
    expect(res.statusCode, res.body).toBe(200)
    expect(OwnerCategoriesResponseSchema.parse(res.json()).data.map((row) => row.id)).toEqual(reversed)
    expect(await shopList()).toEqual(reversedNames)

    const missing = await call('PUT', '/owner/categories/order', admin, { ids: reversed.slice(1) })
    expect(missing.statusCode).toBe(400)
    const twice = await call('PUT', '/owner/categories/order', admin, { ids: [...reversed, reversed[0]] })
    expect(twice.statusCode).toBe(400)
    expect(await shopList()).toEqual(reversedNames)
  })

  it('refuses to delete a category with products (409, how many) and deletes an empty one', async () => {
    const list = await ownerList()
    const gold = list.find((row) => row.categoryName === 'Gold')!
    const refused = await call('DELETE', `/category/delete-category/${gold.id}`)
    expect(refused.statusCode).toBe(409)
    const error = ErrorEnvelopeSchema.parse(refused.json())
    expect(error.code).toBe('CATEGORY_HAS_PRODUCTS')
    expect(error.message).toBe(
      `This category has ${gold.productCount} products: move them to another category first, or hide the category.`,
    )
    expect(await shopList()).toContain('Gold')

    // An empty category of its own (another test adds Platinum): deleted, and gone from the shop.
    const created = await call('POST', '/category/create-category', admin, {
      categoryName: 'Palladium',
      categoryNameAr: 'بلاديوم',
    })
    expect(created.statusCode, created.body).toBe(201)
    const palladium = (await ownerList()).find((row) => row.categoryName === 'Palladium')!
    expect(await shopList()).toContain('Palladium')
    const deleted = await call('DELETE', `/category/delete-category/${palladium.id}`)
    expect(deleted.statusCode, deleted.body).toBe(200)
    expect(await shopList()).not.toContain('Palladium')
    expect((await call('DELETE', `/category/delete-category/${palladium.id}`)).statusCode).toBe(404)
    const audit = await t.testDb.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'category'), eq(auditLog.entityId, String(palladium.id))))
    expect(audit.map((row) => row.action)).toEqual(['category.create', 'category.delete'])
  })

  it('answers 401 to a visitor and 403 to a shopper on every owner call', async () => {
    const gold = (await ownerList()).find((row) => row.categoryName === 'Gold')!
    for (const [headers, status] of [
      [{}, 401],
      [shopper, 403],
    ] as const) {
      expect((await call('GET', '/owner/categories', headers)).statusCode).toBe(status)
      expect((await call('PUT', '/owner/categories/order', headers, { ids: [gold.id] })).statusCode).toBe(
        status,
      )
      expect((await call('DELETE', `/category/delete-category/${gold.id}`, headers)).statusCode).toBe(status)
    }
  })
})
