import {
  AcceptInvitationResponseSchema,
  CreateOrderResponseSchema,
  OwnerAuditResponseSchema,
  OwnerStaffResponseSchema,
  STAFF_INVITATION_TTL_MS,
  UpdateStaffResponseSchema,
} from '@shop/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  authHeaders,
  createTestProduct,
  createUser,
  INLINE_ADDRESS,
  type TestProduct,
} from '../../test/factories.js'
import { createTestApp, type TestApp } from '../../test/harness.js'
import { mailTo } from '../../test/outbox.js'

// The owner's staff on a real database: invite by mail, accept with the mailed link, roles, disabling, and the
// last owner kept.

let t: TestApp
let product: TestProduct
let owner: Awaited<ReturnType<typeof createUser>>
let ownerHeaders: Record<string, string>
beforeAll(async () => {
  t = await createTestApp({ seed: false })
  product = await createTestProduct(t.testDb.database.db, { stock: 100, name: 'Staff Phone' })
  owner = await createUser(t.testDb.database.db, { role: 'owner', firstName: 'Mariam', lastName: 'Owner' })
  ownerHeaders = await authHeaders(t, owner)
})
afterAll(() => t.close())

const PASSWORD = 'packing boxes daily'
let counter = 0
const newEmail = () => `staff-${++counter}@example.com`

const inject = (method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, headers: object, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: headers as Record<string, string>, payload })

const invite = (email: string, role: string, headers: object = ownerHeaders) =>
  inject('POST', '/owner/staff/invitations', headers, { email, role })

/** The token of the newest invitation mailed to `email`, read from the link as the invitee would click it. */
async function mailedToken(email: string): Promise<string> {
  const mail = (await mailTo(t, email)).at(-1)
  const token = mail?.text.match(/accept-invitation\?token=([A-Za-z0-9_-]+)/)?.[1]
  if (!token) throw new Error(`no invitation mailed to ${email}`)
  return token
}

const accept = (token: string, password = PASSWORD) =>
  inject('POST', '/user/accept-invitation', {}, { token, firstName: 'Omar', lastName: 'Packer', password })

const login = (email: string, password = PASSWORD) =>
  inject('POST', '/user/login-user', {}, { email, password })

const bearer = (res: { json(): unknown }) => ({
  authorization: `Bearer ${AcceptInvitationResponseSchema.parse(res.json()).accessToken}`,
})

async function staffList() {
  const res = await inject('GET', '/owner/staff', ownerHeaders)
  expect(res.statusCode, res.body).toBe(200)
  return OwnerStaffResponseSchema.parse(res.json()).data
}

async function confirmedOrder(): Promise<string> {
  await inject('POST', '/dev/advance-clock', {}, { seconds: 60 })
  const buyer = await createUser(t.testDb.database.db)
  const res = await inject('POST', '/order/create-order', await authHeaders(t, buyer), {
    userId: buyer.id,
    totalPrice: 120,
    ...INLINE_ADDRESS,
    items: [{ productId: product.id, optionIds: [product.storage.small, product.colour.black], quantity: 1 }],
  })
  expect(res.statusCode, res.body).toBe(201)
  const orderId = CreateOrderResponseSchema.parse(res.json()).data.orderId
  const paid = await inject(
    'POST',
    '/dev/simulate-payment',
    {},
    {
      orderUniqueId: orderId,
      amountBtc: 0.00034286,
      confirmations: 1,
    },
  )
  expect(paid.statusCode, paid.body).toBe(200)
  return orderId
}

describe('inviting and accepting', () => {
  it('mails a link; the invitee sets a password, is signed in as fulfilment, ships an order and is refused the rest', async () => {
    const email = newEmail()
    const invited = await invite(email, 'fulfilment')
    expect(invited.statusCode, invited.body).toBe(201)
    expect(invited.json()).toMatchObject({ data: { email, role: 'fulfilment', existingAccount: false } })
    expect((await staffList()).invitations).toEqual(
      expect.arrayContaining([expect.objectContaining({ email, role: 'fulfilment' })]),
    )
    const mail = (await mailTo(t, email)).at(-1)
    expect(mail?.subject).toContain('back office')
    expect(mail?.text).toContain('Mariam Owner')

    const accepted = await accept(await mailedToken(email))
    expect(accepted.statusCode, accepted.body).toBe(200)
    expect(accepted.json()).toMatchObject({ data: { email, role: 'fulfilment', isVerified: true } })
    expect(accepted.headers['set-cookie']).toBeDefined()

    // Signs in with the new password like anyone else, and the profile says the role.
    const signedIn = await login(email)
    expect(signedIn.statusCode, signedIn.body).toBe(200)
    expect(signedIn.json()).toMatchObject({ data: { role: 'fulfilment' } })
    const packer = bearer(signedIn)
    expect((await inject('GET', '/user/me', packer)).json()).toMatchObject({ data: { role: 'fulfilment' } })

    const orderId = await confirmedOrder()
    const toShip = await inject('GET', '/owner/orders', packer)
    expect(toShip.statusCode, toShip.body).toBe(200)
    const shipped = await inject('PUT', `/order/update-order-status/${orderId}`, packer, {
      status: 'Shipped',
      note: 'Aramex 123',
    })
    expect(shipped.statusCode, shipped.body).toBe(200)

    for (const [method, url] of [
      ['GET', '/owner/dashboard'],
      ['GET', '/owner/staff'],
      ['GET', '/owner/wallet-health'],
      ['PUT', `/owner/cancel-order/${orderId}`],
    ] as const) {
      const refused = await inject(method, url, packer, method === 'GET' ? undefined : { reason: 'No' })
      expect(refused.statusCode, `${method} ${url}`).toBe(403)
      expect(refused.json()).toMatchObject({ code: 'ROLE_NOT_ALLOWED' })
    }

    const members = (await staffList()).members
    expect(members.find((m) => m.email === email)).toMatchObject({
      role: 'fulfilment',
      status: 'active',
      firstName: 'Omar',
    })
    expect(members.find((m) => m.email === email)?.lastSignInAt).not.toBeNull()
    expect((await staffList()).invitations.map((i) => i.email)).not.toContain(email)
  })

  it('takes a link once only', async () => {
    const email = newEmail()
    await invite(email, 'accountant')
    const token = await mailedToken(email)
    expect((await accept(token)).statusCode).toBe(200)
    const again = await accept(token, 'another good password')
    expect(again.statusCode).toBe(400)
    expect(again.json()).toMatchObject({ code: 'INVITATION_INVALID' })
    expect((await login(email, 'another good password')).statusCode).toBe(400)
  })

  it('refuses a link past its week, and an unknown token', async () => {
    const email = newEmail()
    await invite(email, 'accountant')
    const token = await mailedToken(email)
    t.clock.advance(STAFF_INVITATION_TTL_MS + 1000)
    expect((await accept(token)).json()).toMatchObject({ code: 'INVITATION_INVALID' })
    expect((await accept('A'.repeat(43))).json()).toMatchObject({ code: 'INVITATION_INVALID' })
  })

  it('sends a pending invitation again with a new link, the old one no longer working', async () => {
    const email = newEmail()
    await invite(email, 'accountant')
    const first = await mailedToken(email)
    const again = await invite(email, 'compliance')
    expect(again.statusCode, again.body).toBe(201)
    const second = await mailedToken(email)
    expect(second).not.toBe(first)
    expect((await staffList()).invitations.filter((i) => i.email === email)).toEqual([
      expect.objectContaining({ role: 'compliance' }),
    ])
    expect((await accept(first)).json()).toMatchObject({ code: 'INVITATION_INVALID' })
    const accepted = await accept(second)
    expect(accepted.json()).toMatchObject({ data: { role: 'compliance' } })
  })

  it('keeps the password rules of registration, leaving the link usable after a refused password', async () => {
    const email = newEmail()
    await invite(email, 'manager')
    const token = await mailedToken(email)
    expect((await accept(token, 'short')).statusCode).toBe(400)
    const common = await accept(token, '12345678')
    expect(common.statusCode).toBe(400)
    expect((await accept(token)).statusCode).toBe(200)
  })

  it('promotes a buyer who accepts: same account, new role and password, other sessions ended (decision 190)', async () => {
    const buyer = await createUser(t.testDb.database.db, { email: newEmail(), firstName: 'Huda' })
    const before = await authHeaders(t, buyer)
    const invited = await invite(buyer.email, 'accountant')
    expect(invited.json()).toMatchObject({ data: { existingAccount: true } })
    // Still a buyer until the invitation is accepted.
    expect((await inject('GET', '/owner/dashboard', before)).statusCode).toBe(403)
    const accepted = await accept(await mailedToken(buyer.email))
    expect(accepted.json()).toMatchObject({ data: { id: buyer.id, role: 'accountant', firstName: 'Huda' } })
    expect((await inject('GET', '/user/me', before)).statusCode).toBe(401)
    expect((await inject('GET', '/owner/dashboard', bearer(accepted))).statusCode).toBe(200)
  })

  it('refuses to invite someone already on the staff, and answers 403 to staff who are not the owner', async () => {
    const manager = await createUser(t.testDb.database.db, { role: 'manager', email: newEmail() })
    const res = await invite(manager.email, 'fulfilment')
    expect(res.statusCode).toBe(409)
    expect(res.json()).toMatchObject({ code: 'ALREADY_STAFF' })
    const byManager = await invite(newEmail(), 'fulfilment', await authHeaders(t, manager))
    expect(byManager.statusCode).toBe(403)
  })

  it('writes every invitation and acceptance to the audit log', async () => {
    const email = newEmail()
    await invite(email, 'fulfilment')
    await invite(email, 'fulfilment')
    await accept(await mailedToken(email))
    const res = await inject('GET', '/owner/audit?action=staff.&limit=100', ownerHeaders)
    const rows = OwnerAuditResponseSchema.parse(res.json()).data
    const actions = rows.filter((r) => r.entityId === email || r.actor?.email === email).map((r) => r.action)
    expect(actions).toEqual(expect.arrayContaining(['staff.invite', 'staff.reinvite', 'staff.join']))
  })
})

describe('roles and disabling', () => {
  const update = (id: number, body: object, headers: object = ownerHeaders) =>
    inject('PATCH', `/owner/staff/${id}`, headers, body)

  it('changes a role at once: the next call is checked against the new role', async () => {
    const member = await createUser(t.testDb.database.db, { role: 'fulfilment', email: newEmail() })
    const headers = await authHeaders(t, member)
    expect((await inject('GET', '/owner/dashboard', headers)).statusCode).toBe(403)
    const res = await update(member.id, { role: 'accountant' })
    expect(res.statusCode, res.body).toBe(200)
    expect(UpdateStaffResponseSchema.parse(res.json()).data).toMatchObject({
      role: 'accountant',
      status: 'active',
    })
    expect((await inject('GET', '/owner/dashboard', headers)).statusCode).toBe(200)
  })

  it('disables a member: their sessions stop at once and they cannot sign in; enabling lets them sign in again', async () => {
    const member = await createUser(t.testDb.database.db, { role: 'manager', email: newEmail() })
    const headers = await authHeaders(t, member)
    expect((await inject('GET', '/owner/dashboard', headers)).statusCode).toBe(200)
    const res = await update(member.id, { disabled: true })
    expect(res.json()).toMatchObject({ data: { status: 'disabled' } })
    expect((await inject('GET', '/owner/dashboard', headers)).statusCode).toBe(401)
    const refused = await login(member.email, member.password)
    expect(refused.statusCode).toBe(403)
    expect(refused.json()).toMatchObject({ code: 'ACCOUNT_DISABLED' })
    expect((await update(member.id, { disabled: false })).json()).toMatchObject({
      data: { status: 'active' },
    })
    expect((await login(member.email, member.password)).statusCode).toBe(200)
    // Enabling brings no old session back.
    expect((await inject('GET', '/owner/dashboard', headers)).statusCode).toBe(401)
  })

  it('keeps the last active owner: not demoted, not disabled, until another owner exists', async () => {
    // A shop of its own, so the owners counted are this test's.
    const own = await createTestApp({ seed: false })
    try {
      const first = await createUser(own.testDb.database.db, { role: 'owner' })
      const firstHeaders = await authHeaders(own, first)
      const patch = (id: number, body: object, headers = firstHeaders) =>
        own.app.inject({ method: 'PATCH', url: `/api/v1/owner/staff/${id}`, headers, payload: body })
      const demote = await patch(first.id, { role: 'manager' })
      expect(demote.statusCode).toBe(409)
      expect(demote.json()).toMatchObject({ code: 'LAST_OWNER' })
      // Nobody disables their own account (and an owner never locks the shop out this way).
      expect((await patch(first.id, { disabled: true })).statusCode).toBe(409)

      const second = await createUser(own.testDb.database.db, { role: 'owner' })
      // A disabled owner does not count as one.
      expect((await patch(second.id, { disabled: true })).statusCode).toBe(200)
      expect((await patch(first.id, { role: 'manager' })).json()).toMatchObject({ code: 'LAST_OWNER' })
      expect((await patch(second.id, { disabled: false })).statusCode).toBe(200)
      // Disabling ended the second owner's sessions: they sign in again.
      const secondHeaders = await authHeaders(own, second)
      const demoted = await patch(first.id, { role: 'manager' }, secondHeaders)
      expect(demoted.statusCode, demoted.body).toBe(200)
      expect((await patch(second.id, { role: 'manager' }, secondHeaders)).json()).toMatchObject({
        code: 'LAST_OWNER',
      })
    } finally {
      await own.close()
    }
  })

  it('answers 404 for an id that is no member of staff, and writes each change to the audit log', async () => {
    const buyer = await createUser(t.testDb.database.db)
    expect((await update(buyer.id, { role: 'manager' })).statusCode).toBe(404)
    const member = await createUser(t.testDb.database.db, { role: 'compliance', email: newEmail() })
    await update(member.id, { role: 'manager', disabled: true })
    const res = await inject('GET', `/owner/audit?entity_type=user&entity_id=${member.id}`, ownerHeaders)
    const rows = OwnerAuditResponseSchema.parse(res.json()).data
    expect(rows.map((r) => [r.action, r.before, r.after])).toEqual(
      expect.arrayContaining([
        ['staff.role', { role: 'compliance' }, { role: 'manager' }],
        ['staff.disable', { disabledAt: null }, expect.objectContaining({ disabledAt: expect.any(String) })],
      ]),
    )
  })
})
