import { CategorySchema, envelope } from '@shop/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { createTestApp, type TestApp } from '../../test/harness.js'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

describe('GET /api/v1/category/get-all-categories', () => {
  it('lists the three seeded categories in the contract shape', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/category/get-all-categories' })
    expect(res.statusCode).toBe(200)
    const body = envelope(z.array(CategorySchema)).parse(res.json())
    expect(body.data.map((c) => c.categoryName)).toEqual(['Gold', 'Silver', 'Smartphones'])
  })

  it("serves each category's image from the API host", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/category/get-all-categories' })
    const { data } = envelope(z.array(CategorySchema)).parse(res.json())
    for (const category of data) {
      expect(category.categoryImage).toMatch(/^\/uploads\//)
      const image = await t.app.inject({ method: 'GET', url: category.categoryImage! })
      expect(image.statusCode, category.categoryImage!).toBe(200)
      expect(image.headers['content-type']).toMatch(/image\/svg\+xml/)
    }
  })
})
