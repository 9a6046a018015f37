import { randomBytes } from 'node:crypto'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { IdentityCheckResponseSchema } from '@shop/contract'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog, identityDocuments } from '../../db/schema/index.js'
import {
  authHeaders,
  createTestProduct,
  createUser,
  requestTestOrder,
  type TestProduct,
} from '../../test/factories.js'
import { createTestApp, type TestApp } from '../../test/harness.js'
import { jpegWithExif, plainPdf, smallPng } from '../../test/identity-fixtures.js'
import { createIdentityKeyRing, IdentityFileUnreadable, parseIdentityKey } from './identity-crypto.js'
import { createIdentityFileStore, sanitiseIdentityFile, sniffIdentityFile } from './identity-files.js'

// docs/decisions/205 and 206: identity documents are encrypted at rest, every owner read is audited, and a
// document is deleted IDENTITY_RETENTION_DAYS after the last order it served.

const DAY_MS = 86_400_000
const MAGIC = {
  jpeg: Buffer.from([0xff, 0xd8, 0xff]),
  png: Buffer.from([0x89, 0x50, 0x4e, 0x47]),
  pdf: Buffer.from('%PDF-'),
}
const key = () => randomBytes(32)

/** No accepted type's signature anywhere in the file: no viewer takes it for a photo or a PDF. */
function expectNoDocumentInside(bytes: Buffer) {
  expect(sniffIdentityFile(bytes)).toBeNull()
  for (const magic of Object.values(MAGIC)) expect(bytes.includes(magic)).toBe(false)
}

describe('the identity file store', () => {
  let dir: string
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'shop-identity-store-'))
  })
  afterAll(() => rm(dir, { recursive: true, force: true }))

  it('keeps a photo and a PDF as ciphertext that only its key opens', async () => {
    const first = key()
    const store = await createIdentityFileStore(dir, createIdentityKeyRing(first))
    for (const original of [await jpegWithExif(), await smallPng(), await plainPdf()]) {
      const name = await store.save(original)
      const onDisk = await readFile(path.join(dir, name))
      expectNoDocumentInside(onDisk)
      expect(await store.read(name)).toEqual(original)
      // Another key, or the file moved under another document's name, does not open it.
      const stranger = await createIdentityFileStore(dir, createIdentityKeyRing(key()))
      await expect(stranger.read(name)).rejects.toBeInstanceOf(IdentityFileUnreadable)
      const sameKey = createIdentityKeyRing(first)
      expect(() => sameKey.decrypt(onDisk, 'f'.repeat(48))).toThrow(IdentityFileUnreadable)
      // A flipped bit is found by the tag.
      const altered = Buffer.from(onDisk)
      altered[altered.length - 1]! ^= 1
      expect(() => sameKey.decrypt(altered, name)).toThrow(IdentityFileUnreadable)
    }
  })

  it('rotates: files written with an old key are rewritten, and the old key is then not needed', async () => {
    const rotDir = await mkdtemp(path.join(dir, 'rotate-'))
    const oldKey = key()
    const newKey = key()
    const before = await createIdentityFileStore(rotDir, createIdentityKeyRing(oldKey))
    const photo = await smallPng()
    const name = await before.save(photo)
    // A file from before encryption existed, kept in plain.
    const plainName = randomBytes(24).toString('hex')
    const pdf = await plainPdf()
    await writeFile(path.join(rotDir, plainName), pdf)

    const during = await createIdentityFileStore(rotDir, createIdentityKeyRing(newKey, [oldKey]))
    expect(await during.read(name)).toEqual(photo)
    expect(await during.rotate()).toEqual({ rewritten: 1, plain: 1, current: 0 })
    expect(await during.rotate()).toEqual({ rewritten: 0, plain: 0, current: 2 })

    const after = await createIdentityFileStore(rotDir, createIdentityKeyRing(newKey))
    expect(await after.read(name)).toEqual(photo)
    expect(await after.read(plainName)).toEqual(pdf)
    expectNoDocumentInside(await readFile(path.join(rotDir, plainName)))
    const oldOnly = await createIdentityFileStore(rotDir, createIdentityKeyRing(oldKey))
    await expect(oldOnly.read(name)).rejects.toThrow(/neither IDENTITY_KEY nor in IDENTITY_KEYS_OLD/)
  })

  it('reads the key as 32 bytes of base64 and nothing else', () => {
    expect(parseIdentityKey(Buffer.alloc(32, 1).toString('base64'))).toHaveLength(32)
    expect(parseIdentityKey(Buffer.alloc(32, 1).toString('base64url'))).toHaveLength(32)
    expect(parseIdentityKey(Buffer.alloc(31, 1).toString('base64'))).toBeNull()
    expect(parseIdentityKey('a'.repeat(64))).toBeNull()
    expect(parseIdentityKey('not base64 at all!')).toBeNull()
  })
})

describe('identity documents through the shop', () => {
  // Ten test phones: 1,110.00 AED, the threshold (identity.routes.test.ts).
  const THRESHOLD_AED = 1110
  let t: TestApp
  let product: TestProduct
  let owner: Awaited<ReturnType<typeof createUser>>
  let admin: Record<string, string>
  let png: Buffer
  const logLines: string[] = []

  beforeAll(async () => {
    png = await smallPng()
    t = await createTestApp({
      seed: false,
      env: { KYC_THRESHOLD_AED: String(THRESHOLD_AED), LOG_LEVEL: 'info' },
      logStream: { write: (line) => void logLines.push(line) },
    })
    product = await createTestProduct(t.testDb.database.db, { stock: 100 })
    owner = await createUser(t.testDb.database.db, { role: 'owner' })
    admin = await authHeaders(t, owner)
  })
  afterAll(() => t.close())

  /** A held order with a passport photo uploaded: its document's id and stored file. */
  async function heldOrderWithPassport(user?: Awaited<ReturnType<typeof createUser>>) {
    const placed = await requestTestOrder(t, product, {
      quantity: 10,
      totalPrice: THRESHOLD_AED,
      ...(user ? { user } : {}),
    })
    expect(placed.res.statusCode, placed.res.body).toBe(201)
    const orderId = (placed.res.json() as { data: { orderId: string } }).data.orderId
    const boundary = '----identity-at-rest'
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="kind"\r\n\r\npassport\r\n`),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="front"; filename="p.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ])
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/v1/order/upload-identity/${orderId}`,
      headers: { ...placed.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    })
    expect(sent.statusCode, sent.body).toBe(201)
    const documentId = IdentityCheckResponseSchema.parse(sent.json()).data.documents[0]!.id
    const [row] = await t.testDb.database.db
      .select()
      .from(identityDocuments)
      .where(eq(identityDocuments.id, documentId))
    return { documentId, storedName: row!.storedName, user: placed.user }
  }

  const download = (id: number) =>
    t.app.inject({ method: 'GET', url: `/api/v1/owner/identity-document/${id}`, headers: admin })

  const auditRows = (action: string, documentId: number) =>
    t.testDb.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.entityId, String(documentId))))

  it('keeps the upload encrypted on disk and hands the owner the photo as the shop re-encoded it', async () => {
    const { documentId, storedName } = await heldOrderWithPassport()
    const onDisk = await readFile(path.join(t.config.IDENTITY_DIR, storedName))
    expectNoDocumentInside(onDisk)
    // The test key opens it; another does not.
    const ring = createIdentityKeyRing(parseIdentityKey(t.config.IDENTITY_KEY!)!)
    const reencoded = await sanitiseIdentityFile(png, 'image/png')
    expect(ring.decrypt(onDisk, storedName)).toEqual(reencoded)
    expect(() => createIdentityKeyRing(key()).decrypt(onDisk, storedName)).toThrow(IdentityFileUnreadable)

    const file = await download(documentId)
    expect(file.statusCode).toBe(200)
    expect(file.headers['content-type']).toBe('image/png')
    expect(file.rawPayload).toEqual(reencoded)
  })

  it('writes an audit row for every read: who, which document, when', async () => {
    const { documentId } = await heldOrderWithPassport()
    expect(await auditRows('identity_document.read', documentId)).toEqual([])
    expect((await download(documentId)).statusCode).toBe(200)
    t.clock.advance(60_000)
    expect((await download(documentId)).statusCode).toBe(200)
    const rows = await auditRows('identity_document.read', documentId)
    expect(rows.map((row) => [row.actorUserId, row.entityType, row.at.getTime()])).toEqual([
      [owner.id, 'identity_document', t.clock.now().getTime() - 60_000],
      [owner.id, 'identity_document', t.clock.now().getTime()],
    ])
    // A shopper's attempt is refused before anything is read.
    const shopper = await authHeaders(t, await createUser(t.testDb.database.db))
    const refused = await t.app.inject({
      method: 'GET',
      url: `/api/v1/owner/identity-document/${documentId}`,
      headers: shopper,
    })
    expect(refused.statusCode).toBe(403)
    expect(await auditRows('identity_document.read', documentId)).toHaveLength(2)
  })

  it('deletes a document five years after the last order it served and keeps one still serving', async () => {
    const expired = await heldOrderWithPassport()
    const current = await heldOrderWithPassport()
    // Nothing is due yet.
    expect(await t.app.identity.purgeExpired()).toBe(0)

    t.clock.advance(1825 * DAY_MS + DAY_MS)
    // The second buyer orders again: their documents served an order now, their five years start again.
    const again = await requestTestOrder(t, product, { user: current.user })
    expect(again.res.statusCode, again.res.body).toBe(201)

    expect(await t.app.identity.purgeExpired()).toBeGreaterThanOrEqual(1)
    // Sessions last 15 days: the owner signs in again five years on.
    admin = await authHeaders(t, owner)
    const remaining = await t.testDb.database.db.select({ id: identityDocuments.id }).from(identityDocuments)
    const ids = remaining.map((row) => row.id)
    expect(ids).not.toContain(expired.documentId)
    expect(ids).toContain(current.documentId)
    await expect(readFile(path.join(t.config.IDENTITY_DIR, expired.storedName))).rejects.toMatchObject({
      code: 'ENOENT',
    })
    await readFile(path.join(t.config.IDENTITY_DIR, current.storedName))
    expect((await download(expired.documentId)).statusCode).toBe(404)
    expect((await download(current.documentId)).statusCode).toBe(200)

    const [purge] = await auditRows('identity_document.purge', expired.documentId)
    expect(purge).toMatchObject({ actorUserId: null, entityType: 'identity_document' })
    expect(
      logLines.some(
        (line) =>
          line.includes('identity retention: removed a document') &&
          line.includes(`"documentId":${expired.documentId}`) &&
          line.includes(expired.storedName),
      ),
    ).toBe(true)
    expect(await t.app.identity.purgeExpired()).toBe(0)
  })
})
