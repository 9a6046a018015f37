import { existsSync } from 'node:fs'
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import {
  OwnerProductResponseSchema,
  GetProductResponseSchema,
  GetAllProductsResponseSchema,
  type OwnerProduct,
} from '@shop/contract'
import { and, eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog, categories } from '../../db/schema/index.js'
import { authHeaders, createUser } from '../../test/factories.js'
import { createTestApp, type TestApp } from '../../test/harness.js'
import { photo } from '../../test/photo.js'
import {
  PRODUCT_IMAGE_NOT_ACCEPTED,
  PRODUCT_IMAGE_SVG_REFUSED,
  PRODUCT_IMAGE_UNREADABLE,
  keepAvifWhenSmaller,
} from './product-images.js'

const UPLOAD_MAX_BYTES = 200_000

let t: TestApp
let admin: { authorization: string }
let product: OwnerProduct
beforeAll(async () => {
  t = await createTestApp({ env: { UPLOAD_MAX_BYTES: String(UPLOAD_MAX_BYTES) } })
  const db = t.testDb.database.db
  admin = await authHeaders(t, await createUser(db, { role: 'owner' }))
  const [gold] = await db.select().from(categories).where(eq(categories.name, 'Gold'))
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/product/create-product',
    headers: admin,
    payload: {
      product_name: 'Photo Bar',
      // Published, so in Arabic too (docs/decisions/266).
      product_name_ar: 'سبيكة للتصوير',
      sku: 'PHOTO-BAR',
      category_id: gold!.id,
      description: 'A bar to photograph.',
      description_ar: 'سبيكة لالتقاط صورها.',
      descriptions: [],
      vat: 0,
      shipping_cost: 0,
      new_tag: false,
      published: true,
      pricing_mode: 'fixed',
      base_price: 1000,
      final_price: null,
      metal_type: null,
      weight_grams: null,
      purity: null,
      premium_percent: 0,
      premium_aed: 0,
      max_per_order: null,
      low_stock_threshold: 0,
      variants: [],
      attributes: [],
      stock: 1,
    },
  })
  product = OwnerProductResponseSchema.parse(res.json()).data
})
afterAll(() => t.close())

/** A multipart/form-data body with one file, as a browser's FormData sends it. */
function multipart(file: { filename: string; contentType: string; bytes: Buffer; field?: string }) {
  const boundary = '----shop-test-boundary-product-image'
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'image'}"; ` +
        `filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`,
    ),
    file.bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ])
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } }
}

const upload = (file: Parameters<typeof multipart>[0], headers: Record<string, string> = admin) => {
  const body = multipart(file)
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/product/upload-product-image/${product.id}`,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  })
}

/** A photo-like picture (a gradient compresses like a photo, unlike a flat colour). */
const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#c9a227' } }).composite([
    {
      input: Buffer.from(
        `<svg width="${width}" height="${height}"><rect x="10%" y="10%" width="50%" height="40%" fill="#553"/></svg>`,
      ),
    },
  ])

const uploadsDir = () => path.join(t.config.DATA_DIR, 'uploads', 'products', String(product.id))

/** The files stored for the image at `url`, width -> metadata. */
async function storedFiles(url: string) {
  const name = /\/([0-9a-f]{32})-\d+\.webp$/.exec(url)![1]!
  const files = (await readdir(uploadsDir())).filter((file) => file.startsWith(name)).sort()
  return Promise.all(
    files.map(async (file) => ({
      file,
      metadata: await sharp(await readFile(path.join(uploadsDir(), file))).metadata(),
    })),
  )
}

describe('POST /product/upload-product-image/:id', () => {
  it('re-encodes a JPEG with EXIF to WebP at 160, 400, 800 and 1600 px, without its metadata', async () => {
    const jpeg = await picture(2400, 1200)
      .jpeg()
      .withExif({ IFD0: { Copyright: 'GPS 25.2048N 55.2708E', Artist: 'owner phone' } })
      .toBuffer()
    expect((await sharp(jpeg).metadata()).exif).toBeDefined()
    const res = await upload({ filename: 'bar.jpg', contentType: 'image/jpeg', bytes: jpeg })
    expect(res.statusCode, res.body).toBe(201)
    const image = OwnerProductResponseSchema.parse(res.json()).data.images.at(-1)!
    expect(image.widths).toEqual([160, 400, 800, 1600])
    expect(image.url).toMatch(/^\/uploads\/products\/\d+\/[0-9a-f]{32}-800\.webp$/)
    expect(image.srcset).toBe(
      [160, 400, 800, 1600].map((w) => `${image.url.replace('-800.webp', `-${w}.webp`)} ${w}w`).join(', '),
    )
    const files = await storedFiles(image.url)
    expect(
      files.filter((f) => f.file.endsWith('.webp')).map((f) => [f.metadata.format, f.metadata.width]),
    ).toEqual([
      ['webp', 160],
      ['webp', 1600],
      ['webp', 400],
      ['webp', 800],
    ])
    for (const { metadata } of files) {
      expect(metadata.exif).toBeUndefined()
      expect(metadata.xmp).toBeUndefined()
    }
    const served = await t.app.inject({ method: 'GET', url: image.url })
    expect(served.statusCode).toBe(200)
    expect(served.headers['content-type']).toBe('image/webp')
  })

  it('accepts a PNG (even named .jpg: the content decides) and never upscales a small one', async () => {
    const png = await picture(1000, 500).png().toBuffer()
    const res = await upload({ filename: 'photo.jpg', contentType: 'image/jpeg', bytes: png })
    expect(res.statusCode, res.body).toBe(201)
    expect(OwnerProductResponseSchema.parse(res.json()).data.images.at(-1)!.widths).toEqual([
      160, 400, 800, 1000,
    ])
  })

  it('accepts a WebP narrower than the card widths at the thumbnail width and its own, no wider', async () => {
    const webp = await picture(300, 300).webp().toBuffer()
    const res = await upload({ filename: 'small.webp', contentType: 'image/webp', bytes: webp })
    expect(res.statusCode, res.body).toBe(201)
    const image = OwnerProductResponseSchema.parse(res.json()).data.images.at(-1)!
    expect(image.widths).toEqual([160, 300])
    expect((await storedFiles(image.url)).map((f) => f.metadata.width)).toEqual([160, 300])
  })

  it('also stores AVIF at every width for a photo, where each AVIF is smaller, and shoppers get both srcsets', async () => {
    const jpeg = await photo(1000, 750).jpeg({ quality: 80 }).toBuffer()
    const res = await upload({ filename: 'photo.jpg', contentType: 'image/jpeg', bytes: jpeg })
    expect(res.statusCode, res.body).toBe(201)
    const image = OwnerProductResponseSchema.parse(res.json()).data.images.at(-1)!
    const base = image.url.replace(/-800\.webp$/, '')
    expect(image.avifSrcset).toBe(
      `${base}-160.avif 160w, ${base}-400.avif 400w, ${base}-800.avif 800w, ${base}-1000.avif 1000w`,
    )
    expect([image.width, image.height]).toEqual([1000, 750])

    const files = await storedFiles(image.url)
    const bytesOf = async (file: string) => (await readFile(path.join(uploadsDir(), file))).length
    for (const width of [160, 400, 800, 1000]) {
      const avif = files.find((f) => f.file === `${path.basename(base)}-${width}.avif`)!
      expect(avif.metadata).toMatchObject({ format: 'heif', compression: 'av1', width })
      expect(await bytesOf(avif.file)).toBeLessThan(await bytesOf(`${path.basename(base)}-${width}.webp`))
    }
    const served = await t.app.inject({ method: 'GET', url: `${base}-400.avif` })
    expect(served.statusCode).toBe(200)
    expect(served.headers['content-type']).toBe('image/avif')

    // The storefront's answers carry the same image object, on the product page and on cards.
    const detail = GetProductResponseSchema.parse(
      (await t.app.inject({ method: 'GET', url: `/api/v1/product/get-product/${product.id}` })).json(),
    ).data
    expect(detail.images.find((i) => i.url === image.url)).toEqual({
      url: image.url,
      srcset: image.srcset,
      avifSrcset: image.avifSrcset,
      width: 1000,
      height: 750,
    })
    const list = GetAllProductsResponseSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/v1/product/get-all-products?limit=100' })).json(),
    )
    const card = list.data.find((p) => p.id === product.id)!
    expect(card.product_images.find((i) => i.url === image.url)?.avifSrcset).toBe(image.avifSrcset)
  })

  it('keeps WebP alone for a flat picture, where AVIF is not smaller at every width', async () => {
    const png = await sharp({ create: { width: 1000, height: 750, channels: 3, background: '#c9a227' } })
      .png()
      .toBuffer()
    // The premise: at the smallest width this flat colour is larger as AVIF than as WebP.
    const small = sharp(png).resize({ width: 400 })
    expect((await small.clone().avif({ quality: 55 }).toBuffer()).length).toBeGreaterThanOrEqual(
      (await small.clone().webp({ quality: 82 }).toBuffer()).length,
    )
    const res = await upload({ filename: 'flat.png', contentType: 'image/png', bytes: png })
    expect(res.statusCode, res.body).toBe(201)
    const image = OwnerProductResponseSchema.parse(res.json()).data.images.at(-1)!
    expect(image.avifSrcset).toBeNull()
    expect(image.srcset).not.toBeNull()
    expect([image.width, image.height]).toEqual([1000, 750])
    expect((await storedFiles(image.url)).map((f) => f.file.slice(-5))).toEqual([
      '.webp',
      '.webp',
      '.webp',
      '.webp',
    ])
  })

  it.each([
    [
      'an SVG',
      {
        filename: 'logo.svg',
        contentType: 'image/svg+xml',
        bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      },
      PRODUCT_IMAGE_SVG_REFUSED,
    ],
    [
      'a script behind a PNG signature, named .jpg',
      {
        filename: 'evil.jpg',
        contentType: 'image/jpeg',
        bytes: Buffer.concat([
          Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
          Buffer.from('IHDR<script>alert(document.cookie)</script>'),
        ]),
      },
      PRODUCT_IMAGE_UNREADABLE,
    ],
    [
      'an HTML page named .png',
      {
        filename: 'page.png',
        contentType: 'image/png',
        bytes: Buffer.from('<html><script>alert(1)</script></html>'),
      },
      PRODUCT_IMAGE_NOT_ACCEPTED,
    ],
  ])('refuses %s with 400 and stores nothing', async (_, file, message) => {
    const before = existsSync(uploadsDir()) ? (await readdir(uploadsDir())).length : 0
    const res = await upload(file)
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe(message)
    expect(existsSync(uploadsDir()) ? (await readdir(uploadsDir())).length : 0).toBe(before)
  })

  it('refuses a file over UPLOAD_MAX_BYTES with 413', async () => {
    const big = Buffer.concat([await picture(50, 50).png().toBuffer(), Buffer.alloc(UPLOAD_MAX_BYTES, 7)])
    const res = await upload({ filename: 'big.png', contentType: 'image/png', bytes: big })
    expect(res.statusCode).toBe(413)
  })
})

describe('reorder and delete images', () => {
  it('reorders the images, removes one with its files, and audits both', async () => {
    // Three images of its own, whatever the upload tests left on the product.
    for (const size of [200, 250, 300]) {
      const webp = await picture(size, size).webp().toBuffer()
      const res = await upload({ filename: `own-${size}.webp`, contentType: 'image/webp', bytes: webp })
      expect(res.statusCode, res.body).toBe(201)
    }
    const current = OwnerProductResponseSchema.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/v1/product/admin-product/${product.id}`,
          headers: admin,
        })
      ).json(),
    ).data
    const ids = current.images.map((i) => i.id)
    expect(ids.length).toBeGreaterThanOrEqual(3)
    const reversed = [...ids].reverse()
    const reordered = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/product/reorder-product-images/${product.id}`,
      headers: admin,
      payload: { image_ids: reversed },
    })
    expect(reordered.statusCode, reordered.body).toBe(200)
    expect(OwnerProductResponseSchema.parse(reordered.json()).data.images.map((i) => i.id)).toEqual(reversed)
    const partial = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/product/reorder-product-images/${product.id}`,
      headers: admin,
      payload: { image_ids: reversed.slice(1) },
    })
    expect(partial.statusCode).toBe(400)

    const victim = current.images[0]!
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/product/delete-product-image/${product.id}/${victim.id}`,
      headers: admin,
    })
    expect(removed.statusCode).toBe(200)
    expect(OwnerProductResponseSchema.parse(removed.json()).data.images.map((i) => i.id)).not.toContain(
      victim.id,
    )
    expect(await storedFiles(victim.url)).toEqual([])
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/product/delete-product-image/${product.id}/${victim.id}`,
      headers: admin,
    })
    expect(again.statusCode).toBe(404)

    const actions = await t.testDb.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'product'), eq(auditLog.entityId, String(product.id))))
    expect(actions.map((a) => a.action)).toEqual(
      expect.arrayContaining(['product.image_add', 'product.image_reorder', 'product.image_remove']),
    )
  })
})

describe('keepAvifWhenSmaller', () => {
  const widths = (pairs: [number, number][]) =>
    pairs.map(([webp, avif], i) => ({
      width: 400 * (i + 1),
      height: 300 * (i + 1),
      webp: Buffer.alloc(webp),
      avif: Buffer.alloc(avif),
    }))

  it('keeps AVIF at every width when each is smaller, and at none when one is not', () => {
    expect(
      keepAvifWhenSmaller(
        widths([
          [900, 500],
          [2000, 1200],
        ]),
      ).map((w) => w.avif?.length),
    ).toEqual([500, 1200])
    // AVIF wins at the large width only: a browser offered only that AVIF would fetch it for a small slot.
    expect(
      keepAvifWhenSmaller(
        widths([
          [300, 330],
          [2000, 400],
        ]),
      ).map((w) => w.avif),
    ).toEqual([null, null])
    expect(keepAvifWhenSmaller(widths([[300, 300]]))[0]!.avif).toBeNull()
  })
})
