import { AddressSchema, DeleteAddressResponseSchema, envelope, MESSAGES } from '@shop/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { authHeaders, createUser } from '../../test/factories.js'
import { createTestApp, type TestApp } from '../../test/harness.js'
import { MAX_ADDRESSES_PER_USER } from './addresses.service.js'

const OneAddress = envelope(AddressSchema)
const AddressList = envelope(z.array(AddressSchema))

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ seed: false })
})
afterAll(() => t.close())

async function signedInUser() {
  const user = await createUser(t.testDb.database.db)
  return { user, headers: await authHeaders(t, user) }
}

const form = (overrides: Record<string, unknown> = {}) => ({
  apartmentNumber: 'Apt 1204',
  buildingNumber: 'Marina Heights Tower',
  additionalAddress: 'Near the metro',
  location: 'Dubai Marina, Dubai, United Arab Emirates',
  emirate: 'dubai',
  area: 'Dubai Marina',
  phoneNumber: '+971 50 123 4567',
  whatsappNumber: '+971-50-123-4567',
  ...overrides,
})

async function add(headers: Record<string, string>, userId: number, overrides: Record<string, unknown> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/address/add-addresses',
    headers,
    payload: { ...form(overrides), userId },
  })
}

async function list(headers: Record<string, string>, userId: number) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/v1/address/get-all-addresses/${userId}`,
    headers,
  })
  expect(res.statusCode).toBe(200)
  return AddressList.parse(res.json()).data
}

describe('POST /api/v1/address/add-addresses', () => {
  it('saves the address and makes the first one the default', async () => {
    const { user, headers } = await signedInUser()
    const res = await add(headers, user.id, { isDefault: false })
    expect(res.statusCode).toBe(201)
    const { data } = OneAddress.parse(res.json())
    expect(data).toMatchObject({ userId: user.id, apartmentNumber: 'Apt 1204', isDefault: true })
    expect(await list(headers, user.id)).toEqual([data])
  })

  it('keeps the existing default when a second address is added without isDefault', async () => {
    const { user, headers } = await signedInUser()
    const first = OneAddress.parse((await add(headers, user.id)).json()).data
    const second = OneAddress.parse((await add(headers, user.id, { apartmentNumber: 'Villa 7' })).json()).data
    expect(second.isDefault).toBe(false)
    const all = await list(headers, user.id)
    expect(all.map((a) => [a.id, a.isDefault])).toEqual([
      [first.id, true],
      [second.id, false],
    ])
  })

  it('moves the default to a new address sent with isDefault true', async () => {
    const { user, headers } = await signedInUser()
    const first = OneAddress.parse((await add(headers, user.id)).json()).data
    const second = OneAddress.parse((await add(headers, user.id, { isDefault: true })).json()).data
    const all = await list(headers, user.id)
    expect(all.find((a) => a.id === first.id)?.isDefault).toBe(false)
    expect(all.find((a) => a.id === second.id)?.isDefault).toBe(true)
  })

  it('defaults a missing additionalAddress to an empty string', async () => {
    const { user, headers } = await signedInUser()
    const res = await add(headers, user.id, { additionalAddress: undefined })
    expect(OneAddress.parse(res.json()).data.additionalAddress).toBe('')
  })

  it('answers 400 with the form messages for missing fields and bad phone numbers', async () => {
    const { user, headers } = await signedInUser()
    const res = await add(headers, user.id, {
      buildingNumber: '  ',
      phoneNumber: 'call me',
      whatsappNumber: '12',
    })
    expect(res.statusCode).toBe(400)
    const issues = res.json().details.body as { path: string[]; message: string }[]
    expect(issues).toEqual(
      expect.arrayContaining([
        { path: ['buildingNumber'], message: MESSAGES.required, messageKey: 'required' },
        { path: ['phoneNumber'], message: MESSAGES.invalidPhone, messageKey: 'invalidPhone' },
        { path: ['whatsappNumber'], message: MESSAGES.invalidWhatsapp, messageKey: 'invalidWhatsapp' },
      ]),
    )
    expect(await list(headers, user.id)).toEqual([])
  })

  it('saves a villa without an apartment number', async () => {
    const { user, headers } = await signedInUser()
    const res = await add(headers, user.id, { apartmentNumber: '', buildingNumber: 'Villa 12' })
    expect(res.statusCode, res.body).toBe(201)
    expect(OneAddress.parse(res.json()).data).toMatchObject({
      apartmentNumber: '',
      buildingNumber: 'Villa 12',
    })
  })

  it("answers 403 when the body's userId is someone else's, and saves nothing for them", async () => {
    const a = await signedInUser()
    const b = await signedInUser()
    const res = await add(b.headers, a.user.id)
    expect(res.statusCode).toBe(403)
    expect(await list(a.headers, a.user.id)).toEqual([])
  })

  it('answers 401 without a session', async () => {
    const { user } = await signedInUser()
    const res = await add({}, user.id)
    expect(res.statusCode).toBe(401)
  })

  it(`refuses an address beyond the cap of ${MAX_ADDRESSES_PER_USER} with 400`, async () => {
    const { user, headers } = await signedInUser()
    for (let i = 0; i < MAX_ADDRESSES_PER_USER; i += 1) {
      expect((await add(headers, user.id, { apartmentNumber: `Apt ${i}` })).statusCode).toBe(201)
    }
    const res = await add(headers, user.id)
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toContain(String(MAX_ADDRESSES_PER_USER))
    expect(await list(headers, user.id)).toHaveLength(MAX_ADDRESSES_PER_USER)
  })

  it('keeps exactly one default when several addresses are added at once', async () => {
    const { user, headers } = await signedInUser()
    await Promise.all(Array.from({ length: 6 }, (_, i) => add(headers, user.id, { isDefault: i % 2 === 0 })))
    const all = await list(headers, user.id)
    expect(all).toHaveLength(6)
    expect(all.filter((a) => a.isDefault)).toHaveLength(1)
  })
})

describe('GET /api/v1/address/get-all-addresses/:userId', () => {
  it("answers 403 for another user's id", async () => {
    const a = await signedInUser()
    const b = await signedInUser()
    await add(a.headers, a.user.id)
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/address/get-all-addresses/${a.user.id}`,
      headers: b.headers,
    })
    expect(res.statusCode).toBe(403)
    expect(res.json()).not.toHaveProperty('data')
  })

  it('answers 400 for an id that is not a number', async () => {
    const { headers } = await signedInUser()
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/address/get-all-addresses/abc', headers })
    expect(res.statusCode).toBe(400)
  })
})

describe('PUT /api/v1/address/update-addresses/:id', () => {
  it('replaces the fields and marking one primary unsets the others', async () => {
    const { user, headers } = await signedInUser()
    const first = OneAddress.parse((await add(headers, user.id)).json()).data
    const second = OneAddress.parse((await add(headers, user.id)).json()).data
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/address/update-addresses/${second.id}`,
      headers,
      payload: { ...form({ buildingNumber: 'Burj Vista 2', isDefault: true }), userId: user.id },
    })
    expect(res.statusCode).toBe(200)
    expect(OneAddress.parse(res.json()).data).toMatchObject({
      id: second.id,
      buildingNumber: 'Burj Vista 2',
      isDefault: true,
    })
    const all = await list(headers, user.id)
    expect(all.map((a) => [a.id, a.isDefault])).toEqual([
      [first.id, false],
      [second.id, true],
    ])
  })

  it('keeps the default when its edit sends isDefault false (a user with addresses always has one)', async () => {
    const { user, headers } = await signedInUser()
    const only = OneAddress.parse((await add(headers, user.id)).json()).data
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/address/update-addresses/${only.id}`,
      headers,
      payload: { ...form({ isDefault: false }), userId: user.id },
    })
    expect(OneAddress.parse(res.json()).data.isDefault).toBe(true)
  })

  it("answers 404 for another user's address and leaves it unchanged", async () => {
    const a = await signedInUser()
    const b = await signedInUser()
    const theirs = OneAddress.parse((await add(a.headers, a.user.id)).json()).data
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/address/update-addresses/${theirs.id}`,
      headers: b.headers,
      payload: { ...form({ apartmentNumber: 'Hijacked' }), userId: b.user.id },
    })
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({
      success: false,
      message: MESSAGES.addressNotFound,
      code: 'ADDRESS_NOT_FOUND',
      messageKey: 'addressNotFound',
    })
    expect((await list(a.headers, a.user.id))[0]?.apartmentNumber).toBe('Apt 1204')
  })

  it("answers 403 when the body names another user's id", async () => {
    const a = await signedInUser()
    const b = await signedInUser()
    const theirs = OneAddress.parse((await add(a.headers, a.user.id)).json()).data
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/address/update-addresses/${theirs.id}`,
      headers: b.headers,
      payload: { ...form({ apartmentNumber: 'Hijacked' }), userId: a.user.id },
    })
    expect(res.statusCode).toBe(403)
    expect((await list(a.headers, a.user.id))[0]?.apartmentNumber).toBe('Apt 1204')
  })

  it('answers 400 for an invalid phone number', async () => {
    const { user, headers } = await signedInUser()
    const mine = OneAddress.parse((await add(headers, user.id)).json()).data
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/address/update-addresses/${mine.id}`,
      headers,
      payload: { ...form({ phoneNumber: 'abc' }), userId: user.id },
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().details.body).toEqual([
      { path: ['phoneNumber'], message: MESSAGES.invalidPhone, messageKey: 'invalidPhone' },
    ])
  })
})

describe('DELETE /api/v1/address/delete-addresses/:id', () => {
  it('deletes the address and passes the default to the newest remaining one', async () => {
    const { user, headers } = await signedInUser()
    const first = OneAddress.parse((await add(headers, user.id)).json()).data
    t.clock.advance(1000)
    const second = OneAddress.parse((await add(headers, user.id)).json()).data
    t.clock.advance(1000)
    const third = OneAddress.parse((await add(headers, user.id)).json()).data
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/address/delete-addresses/${first.id}`,
      headers,
    })
    expect(res.statusCode).toBe(200)
    expect(DeleteAddressResponseSchema.parse(res.json()).data).toEqual({ id: first.id })
    const all = await list(headers, user.id)
    expect(all.map((a) => [a.id, a.isDefault])).toEqual([
      [second.id, false],
      [third.id, true],
    ])
  })

  it('deleting a non-default address leaves the default where it is', async () => {
    const { user, headers } = await signedInUser()
    const first = OneAddress.parse((await add(headers, user.id)).json()).data
    const second = OneAddress.parse((await add(headers, user.id)).json()).data
    await t.app.inject({ method: 'DELETE', url: `/api/v1/address/delete-addresses/${second.id}`, headers })
    expect((await list(headers, user.id)).map((a) => [a.id, a.isDefault])).toEqual([[first.id, true]])
  })

  it("answers 404 for another user's address and keeps it", async () => {
    const a = await signedInUser()
    const b = await signedInUser()
    const theirs = OneAddress.parse((await add(a.headers, a.user.id)).json()).data
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/address/delete-addresses/${theirs.id}`,
      headers: b.headers,
    })
    expect(res.statusCode).toBe(404)
    expect(await list(a.headers, a.user.id)).toHaveLength(1)
  })

  it('answers 404 for an address that does not exist', async () => {
    const { headers } = await signedInUser()
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/address/delete-addresses/999999',
      headers,
    })
    expect(res.statusCode).toBe(404)
  })
})
