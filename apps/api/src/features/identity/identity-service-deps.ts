import {
  KYC_DOCUMENT_HOLD_MINUTES_DEFAULT,
  type IdentityDocumentSide,
  type ShopSettings,
} from '@shop/contract'
import type { Db, DbOrTx } from '../../db/client.js'
import type { OrderPaymentDraft } from '../../db/schema/index.js'
import type { Clock } from '../../lib/clock.js'
import { conflict } from '../../lib/errors.js'
import type { OrderMailSettings } from '../order-mail/order-mail.js'
import type { MoveSettings } from '../orders/order-moves.repo.js'
import type { IdentityFileStore } from './identity-files.js'

// What every part of the identity service (identity.service.ts composes them) is given and shares, kept
// apart so the parts and the service that assembles them do not import one another.

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

/** KYC_DOCUMENT_HOLD_MINUTES in force: the configured one, else the contract's. */
export const documentHoldMinutesOf = (deps: Pick<IdentityDeps, 'documentHoldMinutes'>): number =>
  deps.documentHoldMinutes ?? KYC_DOCUMENT_HOLD_MINUTES_DEFAULT

/** What applyMoves needs to write a held order's move and queue its mail, as of now. */
export const moveSettingsOf = (deps: Pick<IdentityDeps, 'mail' | 'clock' | 'payments'>): MoveSettings => ({
  ...deps.mail,
  now: deps.clock.now(),
  monitorDays: deps.payments.monitorDays,
})

export const notAwaiting = (status: string) =>
  conflict('This order is not waiting for an identity check.', { status })
