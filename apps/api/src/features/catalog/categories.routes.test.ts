import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { CategorySchema, envelope, ErrorEnvelopeSchema, GetAllCategoriesResponseSchema } from '@shop/contract'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { authHeaders, createUser } from '../../test/factories.js'
import { createTestApp, type TestApp } from '../../test/harness.js'
import { photo } from '../../test/photo.js'

let t: TestApp
let admin: { authorization: string }
let shopper: { authorization: string }
beforeAll(async () => {
  t = await createTestApp()
  admin = await authHeaders(t, await createUser(t.testDb.database.db, { role: 'owner' }))
  shopper = await authHeaders(t, await createUser(t.testDb.database.db))
})
afterAll(() => t.close())

const CategoryResponse = envelope(CategorySchema)

/** A real 1 x 1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
)

interface FilePart {
  field?: string
  filename: string
  contentType: string
  bytes: Buffer
}

/** A multipart/form-data body as a browser's FormData sends it. */
function multipart(fields: Record<string, string>, file?: FilePart) {
  const boundary = '----shop-test-boundary-7MA4YWxkTrZu0gW'
  const chunks: Buffer[] = []
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    )
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'categoryImage'}"; ` +
          `filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    )
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`))
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  }
}

const png = (bytes = PNG): FilePart => ({ filename: 'gold.png', contentType: 'image/png', bytes })

const create = (
  body: { json: unknown } | { form: ReturnType<typeof multipart> },
  headers: Record<string, string> = admin,
) =>
  'json' in body
    ? t.app.inject({
        method: 'POST',
        url: '/api/v1/category/create-category',
        headers,
        payload: body.json as object,
      })
    : t.app.inject({
        method: 'POST',
        url: '/api/v1/category/create-category',
        headers: { ...headers, ...body.form.headers },
        payload: body.form.payload,
      })

const update = (
  id: number,
  body: { json: unknown } | { form: ReturnType<typeof multipart> },
  headers: Record<string, string> = admin,
) =>
  'json' in body
    ? t.app.inject({
        method: 'PUT',
        url: `/api/v1/category/update-category/${id}`,
        headers,
        payload: body.json as object,
      })
    : t.app.inject({
        method: 'PUT',
        url: `/api/v1/category/update-category/${id}`,
        headers: { ...headers, ...body.form.headers },
        payload: body.form.payload,
      })

const allCategories = async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/v1/category/get-all-categories' })
  return GetAllCategoriesResponseSchema.parse(res.json()).data
}
const storedUploads = async () => readdir(path.join(t.config.DATA_DIR, 'uploads', 'categories'))

// One catalog followed through its categories' life: created, renamed, given images, refused, deleted. The
// describes take it up in turn, so they keep their order; each subject's tests are in a function below.
describe('categories over HTTP', { shuffle: false }, () => {
  describe('GET /api/v1/category/get-all-categories', listsCategories)
  describe('POST /api/v1/category/create-category', () => {
    describe('the image it stores', createStoresTheImage)
    describe('uploads that are not plain pictures', createRefusesOrCleansUploads)
    describe('names, image paths and callers it refuses', createRefusesBadRequests)
  })
  // Renames the categories created above ('Palladium', 'Gold Coins').
  describe('PUT /api/v1/category/update-category/:id', updatesCategories)
})

function listsCategories() {
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
      // A rendering of a shipped drawing, with its widths and size, as an owner's upload has them.
      expect(image.headers['content-type']).toBe('image/webp')
      expect(category.image?.srcset).toMatch(/-160\.webp 160w, .*-400\.webp 400w, .*-800\.webp 800w$/)
      expect(category.image).toMatchObject({ width: 800, height: 800 })
      expect(image.headers['content-security-policy']).toBe("default-src 'none'; sandbox")
      expect(image.headers['x-content-type-options']).toBe('nosniff')
    }
  })

  it('still serves the SVG drawings a database seeded before may name, unable to run a script', async () => {
    const image = await t.app.inject({ method: 'GET', url: '/uploads/catalog/categories/gold.svg' })
    expect(image.statusCode).toBe(200)
    expect(image.headers['content-type']).toMatch(/image\/svg\+xml/)
    expect(image.headers['content-security-policy']).toBe("default-src 'none'; sandbox")
  })
}

function createStoresTheImage() {
  it('stores an uploaded PNG as WebP under a random name and serves it back', async () => {
    const res = await create({ form: multipart({ categoryName: 'Platinum' }, png()) })
    expect(res.statusCode, res.body).toBe(201)
    const { data } = CategoryResponse.parse(res.json())
    expect(data.categoryName).toBe('Platinum')
    expect(data.categoryImage).toMatch(/^\/uploads\/categories\/[0-9a-f]{32}-1\.webp$/)
    const image = await t.app.inject({ method: 'GET', url: data.categoryImage! })
    expect(image.statusCode).toBe(200)
    expect(image.headers['content-type']).toMatch(/^image\/webp/)
    expect(image.headers['content-security-policy']).toBe("default-src 'none'; sandbox")
    expect(image.headers['x-content-type-options']).toBe('nosniff')
    // Re-encoded: still the same 1 x 1 picture.
    expect(await sharp(image.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 1, height: 1 })
    expect((await allCategories()).map((c) => c.categoryName)).toContain('Platinum')
  })

  it('stores a photo at the widths its card needs, in AVIF too where smaller, and lists them', async () => {
    const jpeg = await photo(900, 600).jpeg({ quality: 80 }).toBuffer()
    const res = await create({
      form: multipart(
        { categoryName: 'Photographed' },
        { filename: 'p.jpg', contentType: 'image/jpeg', bytes: jpeg },
      ),
    })
    expect(res.statusCode, res.body).toBe(201)
    const { data } = CategoryResponse.parse(res.json())
    const base = data.categoryImage!.replace(/-800\.webp$/, '')
    expect(data.categoryImage).toMatch(/^\/uploads\/categories\/[0-9a-f]{32}-800\.webp$/)
    expect(data.image).toEqual({
      url: data.categoryImage,
      srcset: `${base}-160.webp 160w, ${base}-400.webp 400w, ${base}-800.webp 800w, ${base}-900.webp 900w`,
      avifSrcset: `${base}-160.avif 160w, ${base}-400.avif 400w, ${base}-800.avif 800w, ${base}-900.avif 900w`,
      width: 900,
      height: 600,
    })
    const avif = await t.app.inject({ method: 'GET', url: `${base}-400.avif` })
    expect(avif.headers['content-type']).toBe('image/avif')
    const webp = await t.app.inject({ method: 'GET', url: `${base}-400.webp` })
    expect(avif.rawPayload.length).toBeLessThan(webp.rawPayload.length)
    expect((await allCategories()).find((c) => c.id === data.id)?.image).toEqual(data.image)
  })

  it('accepts a JSON body naming an image the API already serves', async () => {
    const res = await create({
      json: { categoryName: 'Gold Coins', categoryImage: '/uploads/catalog/categories/gold.svg' },
    })
    expect(res.statusCode, res.body).toBe(201)
    expect(CategoryResponse.parse(res.json()).data).toMatchObject({
      categoryName: 'Gold Coins',
      categoryImage: '/uploads/catalog/categories/gold.svg',
    })
  })

  it('creates a category without an image', async () => {
    const res = await create({ json: { categoryName: 'Palladium' } })
    expect(res.statusCode, res.body).toBe(201)
    expect(CategoryResponse.parse(res.json()).data.categoryImage).toBeNull()
  })
}

function createRefusesOrCleansUploads() {
  it.each([
    [
      'text calling itself a PNG',
      { filename: 'x.png', contentType: 'image/png', bytes: Buffer.from('not an image at all') },
    ],
    [
      'a PNG signature with nothing after it',
      { filename: 'x.png', contentType: 'image/png', bytes: PNG.subarray(0, 8) },
    ],
    [
      'a plain SVG drawing (SVG is never an upload)',
      {
        filename: 'j.svg',
        contentType: 'image/svg+xml',
        bytes: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 2 2"><rect width="2" height="2"/></svg>',
        ),
      },
    ],
    [
      'an SVG with a namespace-prefixed script',
      {
        filename: 'x.svg',
        contentType: 'image/svg+xml',
        bytes: Buffer.from(
          '<s:svg xmlns:s="http://www.w3.org/2000/svg"><s:script>alert(1)</s:script></s:svg>',
        ),
      },
    ],
    [
      'an SVG with an entity-encoded javascript: link',
      {
        filename: 'x.svg',
        contentType: 'image/svg+xml',
        bytes: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><a xlink:href="&#106;avascript:alert(1)"><rect width="2" height="2"/></a></svg>',
        ),
      },
    ],
    [
      'a JPEG that stops halfway',
      { filename: 'x.jpg', contentType: 'image/jpeg', bytes: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]) },
    ],
    [
      'an SVG that runs script',
      {
        filename: 'x.svg',
        contentType: 'image/svg+xml',
        bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      },
    ],
    [
      'an SVG with an event handler',
      {
        filename: 'x.svg',
        contentType: 'image/svg+xml',
        bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>'),
      },
    ],
    [
      'HTML named .jpg',
      { filename: 'x.jpg', contentType: 'image/jpeg', bytes: Buffer.from('<html><body>hi</body></html>') },
    ],
  ])('refuses %s with 400 and stores nothing', async (_name, file) => {
    const before = await storedUploads()
    const res = await create({ form: multipart({ categoryName: `Fake ${_name}` }, file) })
    expect(res.statusCode, res.body).toBe(400)
    expect(ErrorEnvelopeSchema.parse(res.json()).message).toBe('The file is not a PNG, JPEG or WebP image.')
    expect(await storedUploads()).toEqual(before)
    expect((await allCategories()).map((c) => c.categoryName)).not.toContain(`Fake ${_name}`)
  })

  it('re-encodes a JPEG, dropping its metadata and anything after the picture', async () => {
    const marker = 'secret-exif-marker'
    const jpeg = await sharp({ create: { width: 4, height: 3, channels: 3, background: '#d4af37' } })
      .withExif({ IFD0: { Copyright: marker } })
      .jpeg()
      .toBuffer()
    expect(jpeg.includes(marker)).toBe(true)
    // A polyglot: a real picture with a page tacked on behind it.
    const polyglot = Buffer.concat([jpeg, Buffer.from('<html><script>alert(1)</script></html>')])
    const res = await create({
      form: multipart(
        { categoryName: 'Gold Jewellery' },
        { filename: 'j.jpg', contentType: 'image/jpeg', bytes: polyglot },
      ),
    })
    expect(res.statusCode, res.body).toBe(201)
    const imagePath = CategoryResponse.parse(res.json()).data.categoryImage!
    expect(imagePath).toMatch(/^\/uploads\/categories\/[0-9a-f]{32}-4\.webp$/)
    const stored = await readFile(path.join(t.config.DATA_DIR, imagePath.slice(1)))
    expect(stored.includes(marker)).toBe(false)
    expect(stored.includes('<script')).toBe(false)
    const metadata = await sharp(stored).metadata()
    expect(metadata).toMatchObject({ format: 'webp', width: 4, height: 3 })
    expect(metadata.exif).toBeUndefined()
  })

  it('sends the no-script headers on a missing upload too', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/uploads/categories/nothing-here.png' })
    expect(res.statusCode).toBe(404)
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; sandbox")
    expect(res.headers['x-content-type-options']).toBe('nosniff')
  })

  it('refuses an image larger than UPLOAD_MAX_BYTES with 413 and stores nothing', async () => {
    const before = await storedUploads()
    const big = Buffer.concat([PNG, Buffer.alloc(t.config.UPLOAD_MAX_BYTES)])
    const res = await create({ form: multipart({ categoryName: 'Too Big' }, png(big)) })
    expect(res.statusCode, res.body).toBe(413)
    expect(ErrorEnvelopeSchema.parse(res.json()).message).toMatch(/too large/)
    expect(await storedUploads()).toEqual(before)
  })
}

function createRefusesBadRequests() {
  it('refuses a name taken in another letter case with 409, for JSON and uploads alike', async () => {
    const json = await create({ json: { categoryName: 'gOLD' } })
    expect(json.statusCode).toBe(409)
    expect(ErrorEnvelopeSchema.parse(json.json()).message).toBe('A category named "gOLD" already exists.')
    const before = await storedUploads()
    const form = await create({ form: multipart({ categoryName: 'SILVER' }, png()) })
    expect(form.statusCode).toBe(409)
    expect(await storedUploads()).toEqual(before)
  })

  it('refuses a missing name with 400 in details.body, for JSON and uploads alike', async () => {
    const json = await create({ json: { categoryImage: null } })
    expect(json.statusCode).toBe(400)
    expect(ErrorEnvelopeSchema.parse(json.json()).details?.body).toEqual([
      expect.objectContaining({ path: ['categoryName'] }),
    ])
    const form = await create({ form: multipart({ categoryName: '   ' }, png()) })
    expect(form.statusCode).toBe(400)
    expect(ErrorEnvelopeSchema.parse(form.json()).details?.body).toEqual([
      expect.objectContaining({ path: ['categoryName'], message: 'Required' }),
    ])
  })

  it('refuses an image path the API does not serve', async () => {
    for (const categoryImage of [
      '/uploads/categories/nothing-here.png',
      '/uploads/../config.ts',
      'https://evil.example/x.png',
    ]) {
      const res = await create({ json: { categoryName: 'Bad Path', categoryImage } })
      expect(res.statusCode, categoryImage).toBe(400)
      expect(ErrorEnvelopeSchema.parse(res.json()).details?.body).toEqual([
        expect.objectContaining({ path: ['categoryImage'] }),
      ])
    }
  })

  it('answers 401 to a visitor and 403 to a shopper, creating nothing', async () => {
    expect((await create({ json: { categoryName: 'Visitor Cat' } }, {})).statusCode).toBe(401)
    expect((await create({ form: multipart({ categoryName: 'Visitor Cat' }, png()) }, {})).statusCode).toBe(
      401,
    )
    expect((await create({ json: { categoryName: 'Shopper Cat' } }, shopper)).statusCode).toBe(403)
    const names = (await allCategories()).map((c) => c.categoryName)
    expect(names).not.toContain('Visitor Cat')
    expect(names).not.toContain('Shopper Cat')
  })
}

function updatesCategories() {
  const idOf = async (name: string) => (await allCategories()).find((c) => c.categoryName === name)!.id

  it('renames a category and keeps its image when none is sent', async () => {
    const id = await idOf('Palladium')
    const res = await update(id, { json: { id: 12345, categoryName: 'Palladium Bars' } })
    expect(res.statusCode, res.body).toBe(200)
    expect(CategoryResponse.parse(res.json()).data).toEqual({
      id,
      categoryName: 'Palladium Bars',
      categoryImage: null,
    })
  })

  it('replaces the image with an upload, and removes it with null', async () => {
    const id = await idOf('Gold Coins')
    const uploaded = await update(id, { form: multipart({ categoryName: 'Gold Coins' }, png()) })
    expect(uploaded.statusCode, uploaded.body).toBe(200)
    const image = CategoryResponse.parse(uploaded.json()).data.categoryImage!
    expect(image).toMatch(/^\/uploads\/categories\/[0-9a-f]{32}-1\.webp$/)
    expect((await t.app.inject({ method: 'GET', url: image })).statusCode).toBe(200)
    const cleared = await update(id, { json: { categoryName: 'Gold Coins', categoryImage: null } })
    expect(CategoryResponse.parse(cleared.json()).data.categoryImage).toBeNull()
  })

  it("lets a category change its own name's letter case but not take another's name", async () => {
    // A category of its own, whatever the other tests renamed.
    expect((await create({ json: { categoryName: 'Rhodium Bars' } })).statusCode).toBe(201)
    const id = await idOf('Rhodium Bars')
    expect((await update(id, { json: { categoryName: 'RHODIUM BARS' } })).statusCode).toBe(200)
    const taken = await update(id, { json: { categoryName: 'smartphones' } })
    expect(taken.statusCode).toBe(409)
    expect((await allCategories()).find((c) => c.id === id)?.categoryName).toBe('RHODIUM BARS')
  })

  it('answers 404 for an unknown category and 400 for a bad id', async () => {
    const missing = await update(999999, { json: { categoryName: 'Ghost' } })
    expect(missing.statusCode).toBe(404)
    expect(ErrorEnvelopeSchema.parse(missing.json()).message).toBe('Category not found.')
    const bad = await update(0, { json: { categoryName: 'Ghost' } })
    expect(bad.statusCode).toBe(400)
    expect(ErrorEnvelopeSchema.parse(bad.json()).details?.params).toBeDefined()
  })

  it('refuses a fake image with 400 and leaves the category as it was', async () => {
    const id = await idOf('Gold')
    const res = await update(id, {
      form: multipart(
        { categoryName: 'Gold' },
        { filename: 'g.webp', contentType: 'image/webp', bytes: Buffer.from('RIFF....nope') },
      ),
    })
    expect(res.statusCode).toBe(400)
    expect((await allCategories()).find((c) => c.id === id)?.categoryImage).toBe(
      '/uploads/catalog/categories/gold-800.webp',
    )
  })

  it('answers 401 to a visitor and 403 to a shopper, changing nothing', async () => {
    const id = await idOf('Silver')
    expect((await update(id, { json: { categoryName: 'Hacked' } }, {})).statusCode).toBe(401)
    expect((await update(id, { json: { categoryName: 'Hacked' } }, shopper)).statusCode).toBe(403)
    expect((await allCategories()).find((c) => c.id === id)?.categoryName).toBe('Silver')
  })
}
