import { DAY_MS, HOUR_MS, MINUTE_MS } from './limits.js'

// Identity checks for large orders (docs/architecture.md#identity-checks-for-large-orders): a UAE dealer in
// precious metals identifies a buyer before a large cash-equivalent sale. The threshold and how long a check
// stays valid are settings (KYC_THRESHOLD_AED, KYC_VALID_DAYS); the owner confirms both with their
// compliance adviser. Pure rules, used by the API and the storefront alike.

/** KYC_THRESHOLD_AED's default, in whole AED: an order at or above it needs a verified identity. */
export const KYC_THRESHOLD_AED_DEFAULT = 55_000
/** KYC_VALID_DAYS's default: how long a verified identity lets the buyer's large orders straight through. */
export const KYC_VALID_DAYS_DEFAULT = 365
/** An order left undecided this long after it was placed times out and gives its stock back (decision 116). */
export const IDENTITY_REVIEW_WINDOW_MS = 72 * HOUR_MS
/**
 * KYC_DOCUMENT_HOLD_MINUTES's default: how long an order held for its identity check keeps its stock while no
 * document has come. After it the order waits without stock, and the owner's approval prices it again and
 * takes the stock then (docs/decisions/169), so throwaway accounts cannot keep the shelf for days.
 */
export const KYC_DOCUMENT_HOLD_MINUTES_DEFAULT = 60
/**
 * IDENTITY_RETENTION_DAYS's default: identity documents are kept five years after the last order they served,
 * the record-keeping period of the UAE's AML law (Federal Decree-Law 20 of 2018, article 16).
 */
export const IDENTITY_RETENTION_DAYS_DEFAULT = 1825

/** IDENTITY_UPLOAD_MAX_BYTES's default: one document file (a phone photo or a scanned PDF). */
export const IDENTITY_UPLOAD_MAX_BYTES_DEFAULT = 8 * 1024 * 1024

/** The documents the shop accepts: an Emirates ID (both sides) or a passport (its photo page). */
export const IDENTITY_DOCUMENT_KINDS = ['emiratesId', 'passport'] as const
export type IdentityDocumentKind = (typeof IDENTITY_DOCUMENT_KINDS)[number]

/** The sides of a document; each is one file part of the upload, named after it. */
export const IDENTITY_DOCUMENT_SIDES = ['front', 'back'] as const
export type IdentityDocumentSide = (typeof IDENTITY_DOCUMENT_SIDES)[number]

/** The sides each kind needs: an Emirates ID both, a passport its photo page only. */
export const REQUIRED_SIDES: Readonly<Record<IdentityDocumentKind, readonly IdentityDocumentSide[]>> = {
  emiratesId: ['front', 'back'],
  passport: ['front'],
}

/** The file types accepted, recognised by their content (the API sniffs the first bytes). */
export const IDENTITY_FILE_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const
export type IdentityFileType = (typeof IDENTITY_FILE_TYPES)[number]

/**
 * True when an order of `totalFils` needs the buyer's identity checked first: at or above the threshold,
 * and no identity verified within `validDays` before `now`.
 */
export function needsIdentityCheck(input: {
  totalFils: number
  thresholdAed: number
  verifiedAt: Date | null
  validDays: number
  now: Date
}): boolean {
  if (input.totalFils < input.thresholdAed * 100) return false
  if (input.verifiedAt === null) return true
  return input.now.getTime() - input.verifiedAt.getTime() > input.validDays * DAY_MS
}

/**
 * The total the identity threshold is compared with: the new order plus the account's other orders placed within
 * KYC_LINK_DAYS before `now` (UAE rules for dealers in precious metals count linked transactions together).
 * Orders that were cancelled or timed out without money never became transactions and are left out by the caller.
 */
export function linkedOrdersTotalFils(input: {
  readonly newOrderFils: number
  readonly earlierOrders: readonly { readonly totalFils: number; readonly createdAt: Date }[]
  readonly linkDays: number
  readonly now: Date
}): number {
  const since = input.now.getTime() - input.linkDays * DAY_MS
  return input.earlierOrders
    .filter((order) => order.createdAt.getTime() > since && order.createdAt.getTime() <= input.now.getTime())
    .reduce((sum, order) => sum + order.totalFils, input.newOrderFils)
}

/** When an order held for its identity check times out (placed at `createdAt`). */
export function identityReviewDeadline(createdAt: Date): Date {
  return new Date(createdAt.getTime() + IDENTITY_REVIEW_WINDOW_MS)
}

/** When a held order placed at `createdAt` gives its stock back if no document has come by then. */
export function identityDocumentHoldEnds(createdAt: Date, holdMinutes: number): Date {
  return new Date(createdAt.getTime() + holdMinutes * MINUTE_MS)
}

/**
 * Until when a held order's items stay reserved for it: the document hold's end while no document has come,
 * the review deadline once one has, null once they went back to stock.
 */
export function identityStockHeldUntil(order: {
  createdAt: Date
  reviewDeadline: Date
  stockReleasedAt: Date | null
  hasDocuments: boolean
  holdMinutes: number
}): Date | null {
  if (order.stockReleasedAt !== null) return null
  if (order.hasDocuments) return order.reviewDeadline
  const holdEnds = identityDocumentHoldEnds(order.createdAt, order.holdMinutes)
  return holdEnds < order.reviewDeadline ? holdEnds : order.reviewDeadline
}

/** Longest name the owner may record from an identity document (a passport's full name). */
export const IDENTITY_NAME_MAX_CHARS = 120
/** Longest document number the owner may record (passport numbers are 9, Emirates ID numbers 15 digits). */
export const IDENTITY_DOCUMENT_NUMBER_MAX_CHARS = 30

/** A name as compared: Unicode-normalised (NFKC), spaces collapsed, letter case ignored. */
export function normaliseIdentityName(name: string): string {
  return name.normalize('NFKC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('en')
}

/**
 * Whether renaming an account from `before` to `after` voids its identity approval (docs/decisions/172): any
 * change but letter case and spacing does, since the approval vouched for the person the old name named.
 */
export function renameVoidsIdentityApproval(before: string, after: string): boolean {
  return normaliseIdentityName(before) !== normaliseIdentityName(after)
}
