import {
  DEFAULT_SHOP_SETTINGS,
  type ApproveIdentityBody,
  filsToAed,
  type IdentityCheck,
  type IdentityDocument,
  type IdentityDocumentKind,
  IdentityDocumentKindSchema,
  type IdentityDocumentSide,
  IdentityDocumentSideSchema,
  type IdentityFileType,
  IdentityFileTypeSchema,
  type OwnerIdentityCheck,
  type OwnerIdentityCheckListItem,
  paymentExpiresAt,
  paymentWindowsMs,
  REQUIRED_SIDES,
  identityReviewDeadline,
  identityStockHeldUntil,
  MINUTE_MS,
  KYC_DOCUMENT_HOLD_MINUTES_DEFAULT,
  OrderStatusSchema,
  type ShopSettings,
} from '@shop/contract'
import { sql } from 'drizzle-orm'
import type { Db, DbOrTx } from '../../db/client.js'
import type { OrderPaymentDraft } from '../../db/schema/index.js'
import type { Clock } from '../../lib/clock.js'
import { periodicJob } from '../../lib/periodic-job.js'
import { commitIsolating, errorText } from '../../lib/commit-isolating.js'
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.js'
import { recordAudit } from '../audit/audit.repo.js'
import type { OrderMailSettings } from '../order-mail/order-mail.js'
import { applyMoves, type MoveSettings, releaseStockOfUndocumentedHolds } from '../orders/order-moves.repo.js'
import { findVerifiedIdentity } from './identity-reads.repo.js'
import { deleteDocuments, listExpiredDocuments } from './identity-retention.repo.js'
import {
  EXTENSION_OF,
  IdentityFileRefused,
  type IdentityFileStore,
  sanitiseIdentityFile,
  sniffIdentityFile,
} from './identity-files.js'
import {
  AWAITING,
  findDocument,
  findOrderWithBuyer,
  type HeldOrderRow,
  type IdentityDocumentRow,
  insertDocuments,
  insertOrderPayment,
  insertVerification,
  listDocumentsOfOrder,
  listHeldOrders,
  listHeldPastDeadline,
  listUndocumentedHoldsPast,
} from './identity.repo.js'

// docs/architecture.md#identity-checks-for-large-orders: the buyer's documents for a held order, the owner's
// approval (the payment window starts then) or rejection, and the sweep that times out undecided orders.

/** How often the sweep looks for held orders past their review deadline. */
export const IDENTITY_SWEEP_MS = 60_000
/** How often the retention job looks for documents past IDENTITY_RETENTION_DAYS (docs/decisions/206). */
export const IDENTITY_RETENTION_SWEEP_MS = 60 * 60_000
const DAY_MS = 86_400_000
/** Files one held order may collect (re-sent photos included), so an account cannot fill the disk. */
export const MAX_DOCUMENTS_PER_ORDER = 12

/** An order whose stock went back, priced again at the day's figures (app.ts wires orders/held-order-requote.ts). */
export interface RequotedOrder {
  totalFils: number
  /** Rewrites its lines and totals and takes its stock in `tx` (409 naming what is short); answers the products taken. */
  take(tx: DbOrTx, by: { actorUserId: number; at: Date }): Promise<number[]>
}

export interface IdentityDeps {
  db: Db
  clock: Clock
  files: IdentityFileStore
  /** Locks the rate and amount, then takes an address in the approval's transaction (as create-order does). */
  payments: {
    preparePayment(order: {
      totalFils: number
      expiresAt: Date
    }): Promise<{ takeAddress(db: DbOrTx): Promise<OrderPaymentDraft> }>
    monitorDays: number
  }
  mail: OrderMailSettings
  /** IDENTITY_RETENTION_DAYS: a document is deleted this long after the last order it served. */
  retentionDays: number
  /** LARGE_ORDER_PAYMENT_WINDOW_MIN: the payment window an approved order is given. Default: the contract's. */
  largeOrderPaymentWindowMinutes?: number | undefined
  log: {
    info(obj: object, message: string): void
    warn(obj: object, message: string): void
    error(obj: object, message: string): void
  }
  /** Only the leading instance sweeps (applyMoves' guard makes a second sweep harmless anyway). */
  isLeader: () => Promise<boolean>
  /**
   * KYC_DOCUMENT_HOLD_MINUTES: how long a held order keeps its stock while no document has come (docs/decisions/169).
   * Default: the contract's.
   */
  documentHoldMinutes?: number
  /** The owner's settings in force: an approval opens the owner's payment window, not the contract's default. */
  settings?: { current(): Promise<ShopSettings> }
  /** Prices an order whose stock went back again, at the day's figures, for its approval (orders/held-order-requote.ts). */
  requote: (orderId: number) => Promise<RequotedOrder>
  /** Products whose stock an approval took again: the low-stock check after commit. */
  onStockTaken?: (productIds: number[]) => void
}

/** One uploaded file part, as read from the request: its side and bytes (its name is never read). */
export interface UploadedPart {
  side: IdentityDocumentSide
  bytes: Buffer
}

const documentToWire = (row: IdentityDocumentRow): IdentityDocument => ({
  id: row.id,
  kind: IdentityDocumentKindSchema.parse(row.kind),
  side: IdentityDocumentSideSchema.parse(row.side),
  contentType: IdentityFileTypeSchema.parse(row.contentType),
  sizeBytes: row.sizeBytes,
  uploadedAt: row.createdAt.toISOString(),
})

const deadlineDateOf = (order: Pick<HeldOrderRow, 'createdAt' | 'expiresAt' | 'status'>) =>
  order.status === AWAITING && order.expiresAt ? order.expiresAt : identityReviewDeadline(order.createdAt)
const deadlineOf = (order: Pick<HeldOrderRow, 'createdAt' | 'expiresAt' | 'status'>) =>
  deadlineDateOf(order).toISOString()

const buyerOf = (order: HeldOrderRow) => ({
  id: order.userId,
  name: `${order.firstName} ${order.lastName}`.trim(),
  email: order.email,
})

export function createIdentityService(deps: IdentityDeps) {
  const holdMinutes = deps.documentHoldMinutes ?? KYC_DOCUMENT_HOLD_MINUTES_DEFAULT
  /** Until when the order's items are reserved for it; null once they went back (or it is decided). */
  const stockHeldUntil = (order: HeldOrderRow, documentCount: number): string | null => {
    if (order.status !== AWAITING) return null
    const until = identityStockHeldUntil({
      createdAt: order.createdAt,
      reviewDeadline: deadlineDateOf(order),
      stockReleasedAt: order.stockReleasedAt,
      hasDocuments: documentCount > 0,
      holdMinutes,
    })
    return until ? until.toISOString() : null
  }
  const moveSettings = (): MoveSettings => ({
    ...deps.mail,
    now: deps.clock.now(),
    monitorDays: deps.payments.monitorDays,
  })

  const notAwaiting = (status: string) =>
    conflict('This order is not waiting for an identity check.', { status })

  async function view(order: HeldOrderRow): Promise<IdentityCheck> {
    const documents = await listDocumentsOfOrder(deps.db, order.id)
    return {
      orderId: order.orderUniqueId,
      status: OrderStatusSchema.parse(order.status),
      totalPrice: filsToAed(order.totalFils),
      reviewDeadline: deadlineOf(order),
      stockHeldUntil: stockHeldUntil(order, documents.length),
      documents: documents.map(documentToWire),
    }
  }

  /** The buyer's own order's check; another buyer's order is 404, as if it did not exist. */
  async function checkForBuyer(userId: number, orderUniqueId: string): Promise<IdentityCheck> {
    const order = await findOrderWithBuyer(deps.db, orderUniqueId, { userId })
    if (!order) throw notFound()
    return view(order)
  }

  /**
   * Stores the buyer's document for their held order: the sides its kind needs, each a JPEG, PNG or PDF by
   * its content (415 otherwise). Files are written first, then their rows; a failure removes the files.
   */
  async function upload(
    userId: number,
    orderUniqueId: string,
    kind: IdentityDocumentKind,
    parts: readonly UploadedPart[],
  ): Promise<IdentityCheck> {
    const order = await findOrderWithBuyer(deps.db, orderUniqueId, { userId })
    if (!order) throw notFound()
    if (order.status !== AWAITING) throw notAwaiting(order.status)
    const needed = REQUIRED_SIDES[kind]
    const sides = parts.map((part) => part.side)
    const missing = needed.filter((side) => !sides.includes(side))
    const extra = sides.filter((side) => !needed.includes(side))
    if (missing.length > 0 || extra.length > 0 || new Set(sides).size !== sides.length) {
      const message =
        kind === 'emiratesId'
          ? 'Send both sides of the Emirates ID, as the files "front" and "back".'
          : 'Send the photo page of the passport as the file "front".'
      throw badRequest(message, { body: [{ path: missing[0] ?? extra[0] ?? 'front', message }] })
    }
    const typed = parts.map((part) => ({ ...part, type: sniffIdentityFile(part.bytes) }))
    if (typed.some((part) => part.type === null)) {
      throw new AppError(415, 'Send a photo (JPEG or PNG) or a PDF of the document.')
    }
    const existing = await listDocumentsOfOrder(deps.db, order.id)
    if (existing.length + parts.length > MAX_DOCUMENTS_PER_ORDER) {
      throw conflict('This order already has the documents it can take; the shop will review them.')
    }
    // What is kept, and later handed to the owner, is the file decoded and written afresh (decision 171).
    const cleaned: { side: IdentityDocumentSide; type: IdentityFileType; bytes: Buffer }[] = []
    for (const part of typed) {
      const type = part.type ?? 'application/pdf'
      try {
        cleaned.push({ side: part.side, type, bytes: await sanitiseIdentityFile(part.bytes, type) })
      } catch (error) {
        if (!(error instanceof IdentityFileRefused)) throw error
        throw badRequest(
          error.message,
          { body: [{ path: part.side, message: error.message }] },
          error.reason === 'unsafe' ? 'IDENTITY_FILE_UNSAFE' : 'IDENTITY_FILE_UNREADABLE',
        )
      }
    }
    const now = deps.clock.now()
    const saved: string[] = []
    try {
      for (const part of cleaned) saved.push(await deps.files.save(part.bytes))
      await insertDocuments(
        deps.db,
        cleaned.map((part, index) => ({
          orderId: order.id,
          userId,
          kind,
          side: part.side,
          contentType: part.type,
          sizeBytes: part.bytes.length,
          storedName: saved[index] ?? '',
          createdAt: now,
          updatedAt: now,
        })),
      )
    } catch (error) {
      await Promise.all(saved.map((name) => deps.files.remove(name)))
      throw error
    }
    return view(order)
  }

  /** The owner's list of orders awaiting a decision. */
  async function listForOwner(): Promise<OwnerIdentityCheckListItem[]> {
    const rows = await listHeldOrders(deps.db)
    return rows.map((row) => ({
      orderId: row.orderUniqueId,
      createdAt: row.createdAt.toISOString(),
      reviewDeadline: deadlineOf(row),
      stockHeldUntil: stockHeldUntil(row, Number(row.documentCount)),
      totalPrice: filsToAed(row.totalFils),
      buyer: buyerOf(row),
      documentCount: Number(row.documentCount),
    }))
  }

  /** One order's check for the owner (any status: the history stays readable after the decision). */
  async function checkForOwner(orderUniqueId: string): Promise<OwnerIdentityCheck> {
    const order = await findOrderWithBuyer(deps.db, orderUniqueId)
    if (!order) throw notFound()
    const [check, verified] = await Promise.all([view(order), findVerifiedIdentity(deps.db, order.userId)])
    return {
      ...check,
      createdAt: order.createdAt.toISOString(),
      buyer: buyerOf(order),
      verified: verified
        ? {
            at: verified.verifiedAt.toISOString(),
            kind: verified.kind,
            byUserId: verified.verifiedByUserId,
            name: verified.approvedName,
          }
        : null,
    }
  }

  /**
   * A document's bytes for the owner, with a download name that says nothing of the buyer's file. Every read is
   * an audit row (who, which document, when), written before the bytes leave: no audit row, no document.
   */
  async function documentForOwner(actorUserId: number, id: number) {
    const row = await findDocument(deps.db, id)
    if (!row) throw notFound()
    const type = IdentityFileTypeSchema.parse(row.contentType)
    const bytes = await deps.files.read(row.storedName)
    await recordAudit(deps.db, {
      actorUserId,
      action: 'identity_document.read',
      entityType: 'identity_document',
      entityId: row.id,
      after: { orderId: row.orderId, buyerId: row.userId, kind: row.kind, side: row.side },
      at: deps.clock.now(),
    })
    return { bytes, contentType: type, fileName: `identity-${row.id}-${row.side}.${EXTENSION_OF[type]}` }
  }

  /**
   * The owner approves: the order becomes Pending and its payment window (the large-order window) starts now, with the rate
   * locked and the address taken now (as create-order does for an order that is not held). The account
   * keeps the verification, so its next large orders within KYC_VALID_DAYS go straight to Pending. The owner
   * states what the document shows (`facts`): stored with the approval, its name is the one invoices carry, and
   * a rename of the account voids the approval (decision 172).
   */
  async function approve(adminId: number, orderUniqueId: string, facts: ApproveIdentityBody) {
    const order = await findOrderWithBuyer(deps.db, orderUniqueId)
    if (!order) throw notFound()
    if (order.status !== AWAITING) throw notAwaiting(order.status)
    const documents = await listDocumentsOfOrder(deps.db, order.id)
    const latest = documents.at(-1)
    if (!latest) throw conflict('The buyer has not sent a document yet.')
    // Its stock went back while no document came: it sells at the day's price, taking the stock now
    // (docs/decisions/169). Priced before the rate is locked, so the amount asked is the new total's.
    const requoted = order.stockReleasedAt ? await deps.requote(order.id) : null
    const totalFils = requoted?.totalFils ?? order.totalFils
    const settings = deps.settings ? await deps.settings.current() : null
    const now = deps.clock.now()
    const expiresAt = paymentExpiresAt(
      {
        status: 'Pending',
        createdAt: order.createdAt,
        insufficientAt: null,
        failedAt: null,
        payableFrom: now,
        // Held for its size: the large-order window, from the approval.
        large: true,
      },
      paymentWindowsMs(settings ?? DEFAULT_SHOP_SETTINGS, deps.largeOrderPaymentWindowMinutes),
    )
    if (!expiresAt) throw new Error('a Pending order has a payment window')
    // 503 without a fresh rate, before anything is written or an address taken.
    const prepared = await deps.payments.preparePayment({ totalFils, expiresAt })
    let stockTaken: number[] = []
    const approved = await deps.db.transaction(async (tx) => {
      const locked = await findOrderWithBuyer(tx, orderUniqueId, { forUpdate: true })
      if (!locked || locked.status !== AWAITING) throw notAwaiting(locked?.status ?? 'unknown')
      // The sweep gave the stock back after the read above: price it as such (the owner approves again).
      if ((locked.stockReleasedAt === null) !== (requoted === null)) {
        throw conflict('This order changed while you were approving it: open it again and approve.')
      }
      if (requoted) stockTaken = await requoted.take(tx, { actorUserId: adminId, at: now })
      await insertOrderPayment(tx, order.id, await prepared.takeAddress(tx), now)
      const { applied } = await applyMoves(
        tx,
        [
          {
            orderId: order.id,
            from: AWAITING,
            to: 'Pending',
            actor: 'admin',
            actorUserId: adminId,
            anchors: { insufficientAt: null, failedAt: null, expiresAt },
            payableFrom: now,
          },
        ],
        moveSettings(),
      )
      if (!applied.has(order.id)) throw new Error(`order ${order.id} moved under its lock`)
      await insertVerification(tx, {
        userId: order.userId,
        orderId: order.id,
        kind: latest.kind,
        verifiedAt: now,
        verifiedByUserId: adminId,
        approvedName: facts.name,
        documentNumber: facts.documentNumber,
        dateOfBirth: facts.dateOfBirth,
      })
      await recordAudit(tx, {
        actorUserId: adminId,
        action: 'order.identity_approve',
        entityType: 'order',
        entityId: order.orderUniqueId,
        before: { status: AWAITING },
        // The document number and birth date stay in their table, not copied into the audit trail.
        after: {
          status: 'Pending',
          documentKind: latest.kind,
          buyerId: order.userId,
          approvedName: facts.name,
          ...(requoted ? { repricedTotalFils: totalFils, previousTotalFils: order.totalFils } : {}),
        },
        at: now,
      })
      return { orderId: order.orderUniqueId, status: 'Pending' as const }
    })
    if (stockTaken.length > 0) deps.onStockTaken?.(stockTaken)
    return approved
  }

  /** The owner rejects, with a reason told to the buyer: the order is cancelled and its stock comes back. */
  async function reject(adminId: number, orderUniqueId: string, reason: string) {
    return deps.db.transaction(async (tx) => {
      const order = await findOrderWithBuyer(tx, orderUniqueId, { forUpdate: true })
      if (!order) throw notFound()
      if (order.status !== AWAITING) throw notAwaiting(order.status)
      const now = deps.clock.now()
      await applyMoves(
        tx,
        [
          {
            orderId: order.id,
            from: AWAITING,
            to: 'Cancelled',
            actor: 'admin',
            actorUserId: adminId,
            note: reason,
          },
        ],
        moveSettings(),
      )
      await recordAudit(tx, {
        actorUserId: adminId,
        action: 'order.identity_reject',
        entityType: 'order',
        entityId: order.orderUniqueId,
        before: { status: AWAITING },
        after: { status: 'Cancelled', reason },
        at: now,
      })
      return { orderId: order.orderUniqueId, status: 'Cancelled' as const }
    })
  }

  /**
   * Gives back the stock of held orders that received no document within the document hold
   * (docs/decisions/169): they keep waiting, without stock, until the review deadline.
   */
  async function releaseUndocumented(now: Date): Promise<number> {
    const placedBy = new Date(now.getTime() - holdMinutes * MINUTE_MS)
    const due = await listUndocumentedHoldsPast(deps.db, placedBy)
    let released = 0
    await commitIsolating(
      due,
      async (orders) => {
        released += await deps.db.transaction(async (tx) => {
          const marked = await releaseStockOfUndocumentedHolds(
            tx,
            orders.map((order) => order.id),
            now,
          )
          return marked.length
        })
      },
      {
        onFailure: async (order, error) =>
          deps.log.error(
            { err: error, orderId: order.id, reason: errorText(error) },
            'identity sweep: this held order could not give its stock back; the others did',
          ),
        databaseAnswers: () => deps.db.execute(sql`select 1`),
      },
    )
    return released
  }

  /**
   * Gives back the stock of held orders without documents past the document hold, and times out held orders
   * past their review deadline (decision 116): stock back, buyer mailed. Answers how many timed out.
   */
  async function sweep(): Promise<number> {
    if (!(await deps.isLeader())) return 0
    const now = deps.clock.now()
    await releaseUndocumented(now)
    const due = await listHeldPastDeadline(deps.db, now)
    let timedOut = 0
    // One order whose move cannot be written (its mail, a corrupt row) is logged and tried again next sweep;
    // it never holds back the others (lib/commit-isolating.ts).
    await commitIsolating(
      due,
      (orders) =>
        deps.db.transaction(async (tx) => {
          const { applied } = await applyMoves(
            tx,
            orders.map((order) => ({
              orderId: order.id,
              from: AWAITING,
              to: 'Timeout' as const,
              actor: 'system' as const,
              actorUserId: null,
            })),
            moveSettings(),
          )
          timedOut += applied.size
        }),
      {
        onFailure: async (order, error) =>
          deps.log.error(
            { err: error, orderId: order.id, reason: errorText(error) },
            'identity sweep: this held order could not time out; the others did',
          ),
        databaseAnswers: () => deps.db.execute(sql`select 1`),
      },
    )
    return timedOut
  }

  /**
   * Deletes the documents IDENTITY_RETENTION_DAYS past the last order they served (docs/decisions/206): their
   * rows with an audit row each in one transaction, then their files. Logs what it removed; answers how many.
   */
  async function purgeExpired(): Promise<number> {
    if (!(await deps.isLeader())) return 0
    const now = deps.clock.now()
    const cutoff = new Date(now.getTime() - deps.retentionDays * DAY_MS)
    let removed = 0
    for (;;) {
      const expired = await listExpiredDocuments(deps.db, cutoff)
      if (expired.length === 0) return removed
      const deleted = await deps.db.transaction(async (tx) => {
        const ids = new Set(
          await deleteDocuments(
            tx,
            expired.map((document) => document.id),
          ),
        )
        const gone = expired.filter((document) => ids.has(document.id))
        for (const document of gone) {
          await recordAudit(tx, {
            actorUserId: null,
            action: 'identity_document.purge',
            entityType: 'identity_document',
            entityId: document.id,
            before: {
              orderId: document.orderId,
              buyerId: document.userId,
              uploadedAt: document.uploadedAt.toISOString(),
              lastServedAt: document.lastServedAt.toISOString(),
            },
            at: now,
          })
        }
        return gone
      })
      for (const document of deleted) {
        try {
          await deps.files.remove(document.storedName)
        } catch (error) {
          // The row and its audit entry are gone already; the operator removes the file by this name.
          deps.log.error(
            { err: error, documentId: document.id, storedName: document.storedName },
            'identity retention: the file could not be removed',
          )
        }
        deps.log.info(
          {
            documentId: document.id,
            orderId: document.orderId,
            buyerId: document.userId,
            storedName: document.storedName,
            lastServedAt: document.lastServedAt.toISOString(),
          },
          'identity retention: removed a document past its retention period',
        )
      }
      removed += deleted.length
      if (expired.length < 500) return removed
    }
  }

  // The sweeps run on their own timers in production (main.ts); tests call `sweep()` and `purgeExpired()`.
  const sweepJob = periodicJob({
    runAtStart: false,
    run: () => sweep(),
    onError: (error) => deps.log.warn({ err: error }, 'identity sweep failed'),
  })
  const retentionJob = periodicJob({
    runAtStart: false,
    run: () => purgeExpired(),
    onError: (error) => deps.log.warn({ err: error }, 'identity retention failed'),
  })
  return {
    checkForBuyer,
    upload,
    listForOwner,
    checkForOwner,
    documentForOwner,
    approve,
    reject,
    sweep,
    purgeExpired,
    start(intervalMs = IDENTITY_SWEEP_MS, retentionIntervalMs = IDENTITY_RETENTION_SWEEP_MS): void {
      sweepJob.start(intervalMs)
      retentionJob.start(retentionIntervalMs)
    },
    async stop(): Promise<void> {
      await Promise.all([sweepJob.stop(), retentionJob.stop()])
    },
  }
}

export type IdentityService = ReturnType<typeof createIdentityService>
