import { describe, expect, it } from 'vitest'
import {
  linkedOrdersTotalFils,
  renameVoidsIdentityApproval,
  identityReviewDeadline,
  identityStockHeldUntil,
  KYC_THRESHOLD_AED_DEFAULT,
  KYC_VALID_DAYS_DEFAULT,
  needsIdentityCheck,
  REQUIRED_SIDES,
} from './identity-check.js'

const now = new Date('2026-11-24T10:00:00.000Z')
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000)
const rule = { thresholdAed: KYC_THRESHOLD_AED_DEFAULT, validDays: KYC_VALID_DAYS_DEFAULT, now }

describe('needsIdentityCheck', () => {
  it('holds an order at the threshold, not one a fils below', () => {
    expect(needsIdentityCheck({ ...rule, totalFils: 5_500_000, verifiedAt: null })).toBe(true)
    expect(needsIdentityCheck({ ...rule, totalFils: 5_499_999, verifiedAt: null })).toBe(false)
  })

  it('lets a buyer verified within KYC_VALID_DAYS through, and holds one verified before', () => {
    expect(needsIdentityCheck({ ...rule, totalFils: 9_000_000, verifiedAt: daysAgo(365) })).toBe(false)
    expect(needsIdentityCheck({ ...rule, totalFils: 9_000_000, verifiedAt: daysAgo(366) })).toBe(true)
  })

  it('an Emirates ID needs both sides, a passport its photo page', () => {
    expect(REQUIRED_SIDES).toEqual({ emiratesId: ['front', 'back'], passport: ['front'] })
  })

  it('an undecided order times out 72 h after it was placed', () => {
    expect(identityReviewDeadline(now).toISOString()).toBe('2026-11-27T10:00:00.000Z')
  })
})

describe('renameVoidsIdentityApproval', () => {
  it.each([
    ['Layla Haddad', 'Layla Haddad', false],
    ['Layla Haddad', 'LAYLA  haddad ', false],
    ['ليلى حداد', 'ليلى حداد', false],
    ['Layla Haddad', 'Layla Hadad', true],
    ['Layla Haddad', 'Totally Different Person', true],
    ['ليلى حداد', 'ليلى', true],
  ])('%s -> %s voids: %s', (before, after, voids) => {
    expect(renameVoidsIdentityApproval(before, after)).toBe(voids)
  })
})

describe('identityStockHeldUntil', () => {
  const createdAt = new Date('2026-11-28T10:00:00.000Z')
  const reviewDeadline = identityReviewDeadline(createdAt)
  const base = { createdAt, reviewDeadline, stockReleasedAt: null, hasDocuments: false, holdMinutes: 60 }

  it('holds the stock for the document hold while no document has come', () => {
    expect(identityStockHeldUntil(base)?.toISOString()).toBe('2026-11-28T11:00:00.000Z')
  })
  it('holds it until the review deadline once a document came', () => {
    expect(identityStockHeldUntil({ ...base, hasDocuments: true })).toEqual(reviewDeadline)
  })
  it('never past the review deadline, and not at all once released', () => {
    expect(identityStockHeldUntil({ ...base, holdMinutes: 5000 })).toEqual(reviewDeadline)
    expect(identityStockHeldUntil({ ...base, stockReleasedAt: createdAt, hasDocuments: true })).toBeNull()
  })
})

describe('linked orders (one account, KYC_LINK_DAYS)', () => {
  const now = new Date('2026-11-28T12:00:00Z')
  const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000)
  it('adds two 30,000 AED orders within 30 days: the second reaches the 55,000 AED threshold', () => {
    const total = linkedOrdersTotalFils({
      newOrderFils: 3_000_000,
      earlierOrders: [{ totalFils: 3_000_000, createdAt: daysAgo(29) }],
      linkDays: 30,
      now,
    })
    expect(total).toBe(6_000_000)
    expect(
      needsIdentityCheck({ totalFils: total, thresholdAed: 55_000, verifiedAt: null, validDays: 365, now }),
    ).toBe(true)
  })
  it('leaves out an order placed more than KYC_LINK_DAYS ago', () => {
    expect(
      linkedOrdersTotalFils({
        newOrderFils: 3_000_000,
        earlierOrders: [{ totalFils: 3_000_000, createdAt: daysAgo(31) }],
        linkDays: 30,
        now,
      }),
    ).toBe(3_000_000)
  })
})
