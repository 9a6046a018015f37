import { MESSAGES } from '@shop/contract'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { addresses } from '../../db/schema/index.js'
import { useOrdersTestApp, twoLargePhones, withoutInlineAddress } from './orders.routes.fixtures.js'

// create-order's shipping address (the address book or typed in, by the UAE rules) and who may send what:
// the session, the body's userId, its size and its syntax.

const file = useOrdersTestApp()
const { db, signedInUser, createOrder, placeOrder, ordersOf } = file

describe('POST /api/v1/order/create-order: the shipping address', () => {
  it("takes the address from the buyer's address book by addressId", async () => {
    const { user, headers } = await signedInUser()
    const [saved] = await db()
      .insert(addresses)
      .values({
        userId: user.id,
        apartmentNumber: 'Villa 9',
        buildingNumber: 'Palm Jumeirah Frond K',
        location: 'Palm Jumeirah, Dubai',
        emirate: 'dubai',
        area: 'Palm Jumeirah',
        makani: '2345678901',
        phoneNumber: '+971501234567',
        whatsappNumber: '+971507654321',
        isDefault: true,
      })
      .returning()
    const payload = { ...withoutInlineAddress(twoLargePhones(file.phone, user.id)), addressId: saved!.id }
    const data = await placeOrder(headers, payload)
    // Editing the address book later never rewrites the order.
    await db().update(addresses).set({ apartmentNumber: 'Moved' }).where(eq(addresses.id, saved!.id))
    const order = (await ordersOf(headers, user.id)).data.find((o) => o.id === data.id)
    expect(order).toMatchObject({
      apartment: 'Villa 9',
      building: 'Palm Jumeirah Frond K',
      additionalAddress: '',
      location: 'Palm Jumeirah, Dubai',
      emirate: 'dubai',
      area: 'Palm Jumeirah',
      makani: '2345678901',
      phone: '+971501234567',
      whatsapp: '+971507654321',
    })
  })

  it('refuses an address saved before the UAE rules until the buyer completes it, and places nothing', async () => {
    const { user, headers } = await signedInUser()
    // As the migration leaves an old address: no emirate, the number as it was typed.
    const [old] = await db()
      .insert(addresses)
      .values({
        userId: user.id,
        apartmentNumber: 'Villa 9',
        buildingNumber: 'Frond K',
        location: 'Somewhere by the sea',
        phoneNumber: 'call the concierge',
        whatsappNumber: '+971507654321',
        isDefault: true,
      })
      .returning()
    const payload = { ...withoutInlineAddress(twoLargePhones(file.phone, user.id)), addressId: old!.id }
    const refused = await createOrder(headers, payload)
    expect(refused.statusCode).toBe(400)
    expect(refused.json().message).toBe(MESSAGES.addressNeedsUpdate)
    expect((await ordersOf(headers, user.id)).data).toEqual([])

    await db()
      .update(addresses)
      .set({ emirate: 'dubai', area: 'Palm Jumeirah', phoneNumber: '+971501234567' })
      .where(eq(addresses.id, old!.id))
    await placeOrder(headers, payload)
    expect((await ordersOf(headers, user.id)).data).toHaveLength(1)
  })

  it("answers 404 for another user's addressId", async () => {
    const a = await signedInUser()
    const b = await signedInUser()
    const [theirs] = await db()
      .insert(addresses)
      .values({
        userId: a.user.id,
        apartmentNumber: '1',
        buildingNumber: '2',
        location: 'Abu Dhabi',
        phoneNumber: '0501234567',
        whatsappNumber: '0501234567',
        isDefault: true,
      })
      .returning()
    const res = await createOrder(b.headers, {
      ...twoLargePhones(file.phone, b.user.id),
      addressId: theirs!.id,
    })
    expect(res.statusCode).toBe(404)
    expect(res.json().message).toBe(MESSAGES.addressNotFound)
    expect((await ordersOf(b.headers, b.user.id)).meta.count).toBe(0)
  })

  it('answers 400 without any address, and for an inline file.phone that breaks the address rules', async () => {
    const { user, headers } = await signedInUser()
    const noAddress = withoutInlineAddress(twoLargePhones(file.phone, user.id))
    const res = await createOrder(headers, noAddress)
    expect(res.statusCode).toBe(400)
    expect(res.json().details.body).toEqual([
      { path: ['addressId'], message: MESSAGES.selectShippingAddress, messageKey: 'selectShippingAddress' },
    ])

    const badPhone = await createOrder(headers, twoLargePhones(file.phone, user.id, { phone: 'x' }))
    expect(badPhone.statusCode).toBe(400)
    expect(badPhone.json().details.body).toEqual([
      { path: ['phone'], message: MESSAGES.invalidPhone, messageKey: 'invalidPhone' },
    ])
  })
})

describe('POST /api/v1/order/create-order: who may send what', () => {
  it("answers 403 when the body's userId is someone else's", async () => {
    const a = await signedInUser()
    const b = await signedInUser()
    const res = await createOrder(b.headers, twoLargePhones(file.phone, a.user.id))
    expect(res.statusCode).toBe(403)
    expect((await ordersOf(a.headers, a.user.id)).meta.count).toBe(0)
  })

  it('answers 401 without a session', async () => {
    const { user } = await signedInUser()
    expect((await createOrder({}, twoLargePhones(file.phone, user.id))).statusCode).toBe(401)
  })

  it('answers 413 for a 2 MB body', async () => {
    const { user, headers } = await signedInUser()
    const huge = JSON.stringify({
      ...twoLargePhones(file.phone, user.id),
      padding: 'x'.repeat(2 * 1024 * 1024),
    })
    const res = await file.t.app.inject({
      method: 'POST',
      url: '/api/v1/order/create-order',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: huge,
    })
    expect(res.statusCode).toBe(413)
    expect(res.json().success).toBe(false)
  })

  it('answers 400 for malformed JSON', async () => {
    const { headers } = await signedInUser()
    const res = await file.t.app.inject({
      method: 'POST',
      url: '/api/v1/order/create-order',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: '{"items": [',
    })
    expect(res.statusCode).toBe(400)
  })
})
