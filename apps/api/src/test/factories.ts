import { randomBytes } from 'node:crypto'
import { CreateOrderResponseSchema, type UserRole } from '@shop/contract'
import { eq } from 'drizzle-orm'
import type { DbOrTx } from '../db/client.js'
import { one } from '../db/rows.js'
import {
  categories,
  productImages,
  products,
  productVariants,
  users,
  variantOptions,
} from '../db/schema/index.js'
import { createSessionTokens } from '../features/auth/session-tokens.js'
import { SHOP_SETTINGS_MAX_AGE_MS } from '../features/settings/shop-settings.service.js'
import { recordInitialStock } from '../features/stock/stock-ledger.repo.js'
import { hashPassword } from '../lib/passwords.js'
import type { TestApp } from './harness.js'

export const DEFAULT_PASSWORD = 'correct horse battery'

export interface UserOverrides {
  firstName?: string
  lastName?: string
  email?: string
  password?: string
  role?: UserRole
  isVerified?: boolean
}

/** A user row straight in the database (verified by default), with its plain password for logging in. */
export async function createUser(db: DbOrTx, overrides: UserOverrides = {}) {
  const password = overrides.password ?? DEFAULT_PASSWORD
  const row = one(
    await db
      .insert(users)
      .values({
        firstName: overrides.firstName ?? 'Layla',
        lastName: overrides.lastName ?? 'Haddad',
        email: overrides.email ?? `shopper-${randomBytes(4).toString('hex')}@example.com`,
        passwordHash: await hashPassword(password),
        role: overrides.role ?? 'User',
        isVerified: overrides.isVerified ?? true,
      })
      .returning(),
    'user',
  )
  return { ...row, password }
}

/** Headers of a signed-in request for `user` (a real session row and JWT, as login would issue). */
export async function authHeaders(
  t: TestApp,
  user: { id: number; firstName: string; lastName: string; email: string; role: string },
): Promise<{ authorization: string }> {
  const tokens = createSessionTokens({
    db: t.testDb.database.db,
    clock: t.clock,
    secret: t.config.JWT_SECRET!,
  })
  const session = await tokens.issue(t.testDb.database.db, user)
  return { authorization: `Bearer ${session.accessToken}` }
}

// A product with known prices, so the order tests work out expected totals by hand.

export interface TestProduct {
  id: number
  name: string
  /** Storage: 256 GB (+0), 512 GB (+400.00 AED) */
  storage: { small: number; large: number }
  /** Colour: Black, Blue (no price change) */
  colour: { black: number; blue: number }
}

let sequence = 0

/**
 * A phone at 100.00 AED final price, VAT 5 %, shipping 10.00 AED a line, with Storage and Colour variants.
 * Priced: 512 GB x 2 = subtotal 1000.00, VAT 50.00, shipping 10.00, service charge 50.00, total 1110.00.
 */
export async function createTestProduct(
  db: DbOrTx,
  overrides: { stock?: number; name?: string } = {},
): Promise<TestProduct> {
  sequence += 1
  const suffix = `${process.pid}-${sequence}-${Math.random().toString(36).slice(2, 8)}`
  let [category] = await db.select().from(categories).where(eq(categories.name, 'Test phones'))
  category ??= one(await db.insert(categories).values({ name: 'Test phones' }).returning(), 'category')
  const name = overrides.name ?? `Test Phone ${suffix}`
  const product = one(
    await db
      .insert(products)
      .values({
        sku: `TEST-${suffix}`,
        name,
        description: 'A phone for tests.',
        categoryId: category.id,
        basePriceFils: 12_000,
        finalPriceFils: 10_000,
        vatPercent: 5,
        shippingCostFils: 1_000,
        stock: overrides.stock ?? 50,
      })
      .returning(),
    'product',
  )
  await recordInitialStock(db, [{ productId: product.id, stock: product.stock }], {
    actorUserId: null,
    at: product.createdAt,
  })
  await db.insert(productImages).values([
    { productId: product.id, url: `/uploads/test/${suffix}-1.svg`, position: 0 },
    { productId: product.id, url: `/uploads/test/${suffix}-2.svg`, position: 1 },
  ])
  const storage = one(
    await db
      .insert(productVariants)
      .values({ productId: product.id, name: 'Storage', position: 0 })
      .returning(),
    'variant',
  )
  const colour = one(
    await db
      .insert(productVariants)
      .values({ productId: product.id, name: 'Colour', position: 1 })
      .returning(),
    'variant',
  )
  const [small, large] = await db
    .insert(variantOptions)
    .values([
      { variantId: storage.id, name: '256 GB', priceAdjustmentFils: 0, position: 0 },
      { variantId: storage.id, name: '512 GB', priceAdjustmentFils: 40_000, position: 1 },
    ])
    .returning()
  const [black, blue] = await db
    .insert(variantOptions)
    .values([
      { variantId: colour.id, name: 'Black', position: 0 },
      { variantId: colour.id, name: 'Blue', position: 1 },
    ])
    .returning()
  if (!small || !large || !black || !blue) throw new Error('options not inserted')
  return {
    id: product.id,
    name,
    storage: { small: small.id, large: large.id },
    colour: { black: black.id, blue: blue.id },
  }
}

export async function stockOf(db: DbOrTx, productId: number): Promise<number> {
  const [row] = await db.select({ stock: products.stock }).from(products).where(eq(products.id, productId))
  if (!row) throw new Error(`no product ${productId}`)
  return row.stock
}

/** An inline delivery address of the spec's payload. */
export const INLINE_ADDRESS = {
  apartment: 'Apt 1204',
  building: 'Marina Heights Tower',
  additionalAddress: 'Near the metro',
  location: 'Dubai Marina, Dubai',
  emirate: 'dubai',
  area: 'Dubai Marina',
  phone: '+971 50 123 4567',
  whatsapp: '+971 50 123 4567',
} as const

/** INLINE_ADDRESS as an order keeps it: numbers in E.164, no Makani number. */
export const INLINE_ADDRESS_AS_STORED = {
  ...INLINE_ADDRESS,
  makani: null,
  phone: '+971501234567',
  whatsapp: '+971501234567',
} as const

/** One 256 GB Black test phone: 100.00 + VAT 5.00 + shipping 10.00 + service 5.00 = 120.00 AED. */
export const ONE_PHONE_AED = 120
/** ONE_PHONE_AED at the pinned 350,000 AED/BTC. */
export const ONE_PHONE_BTC = 0.00034286

export interface TestOrderOptions {
  /** Phones on the one line (256 GB, Black); 1 unless given. */
  quantity?: number
  /** The total the buyer saw; the one-phone total unless given. */
  totalPrice?: number
  /** The buyer; a new user unless given. */
  user?: Awaited<ReturnType<typeof createUser>>
}

/** POST create-order as a signed-in buyer for 256 GB Black phones of `product`, with an inline address. */
export async function requestTestOrder(t: TestApp, product: TestProduct, options: TestOrderOptions = {}) {
  const user = options.user ?? (await createUser(t.testDb.database.db))
  const headers = await authHeaders(t, user)
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/order/create-order',
    headers,
    payload: {
      userId: user.id,
      totalPrice: options.totalPrice ?? ONE_PHONE_AED,
      status: 'Pending',
      ...INLINE_ADDRESS,
      items: [
        {
          productId: product.id,
          optionIds: [product.storage.small, product.colour.black],
          quantity: options.quantity ?? 1,
        },
      ],
    },
  })
  return { res, user, headers }
}

/** requestTestOrder that must be placed (201): the order's id, its payment address, the buyer and their headers. */
export async function placeTestOrder(t: TestApp, product: TestProduct, options: TestOrderOptions = {}) {
  const { res, user, headers } = await requestTestOrder(t, product, options)
  // A plain throw rather than vitest's expect: the chaos scripts import these factories outside vitest.
  if (res.statusCode !== 201) throw new Error(`create-order answered ${res.statusCode}: ${res.body}`)
  const data = CreateOrderResponseSchema.parse(res.json()).data
  return { id: data.orderId, address: data.orderPayment.paymentAddress, data, user, headers }
}

/** POST to a dev-only route (simulate-payment, advance-clock, ...), which must answer 200. */
export async function devPost(t: TestApp, path: string, payload: object) {
  const res = await t.app.inject({ method: 'POST', url: `/api/v1/dev/${path}`, payload })
  if (res.statusCode !== 200) throw new Error(`dev/${path} answered ${res.statusCode}: ${res.body}`)
  return res
}

/**
 * Moves the clock past the age at which the shop settings' copy is read again, without a watcher cycle (which
 * would read it first): the next call that needs the settings reads them from the database.
 */
export function ageShopSettingsCopy(t: TestApp): void {
  t.clock.advance(SHOP_SETTINGS_MAX_AGE_MS + 1_000)
}
