import { describe, expect, it } from 'vitest'
import { API_ENDPOINTS } from './endpoints.js'
import { normalizeRecoveryCode, RECENT_TWO_FACTOR_MS, twoFactorIsStale } from './two-factor.js'
import { isStaffRole } from './staff-roles.js'

describe('second factor rules', () => {
  it('reads a recovery code however it is typed', () => {
    expect(normalizeRecoveryCode('abcde-fghij')).toBe('ABCDE-FGHIJ')
    expect(normalizeRecoveryCode(' ABCDE FGHIJ ')).toBe('ABCDE-FGHIJ')
    expect(normalizeRecoveryCode('ABCDEFGHIJ')).toBe('ABCDE-FGHIJ')
    expect(normalizeRecoveryCode('ABCDE-FGHI1')).toBeNull()
    expect(normalizeRecoveryCode('123456')).toBeNull()
  })

  it('counts the staff roles as staff, and neither a buyer nor an unknown role', () => {
    expect(isStaffRole('User')).toBe(false)
    expect(isStaffRole('Admin')).toBe(false)
    expect(isStaffRole('fulfilment')).toBe(true)
  })

  it('calls a second factor older than 10 minutes (or none) stale', () => {
    const now = new Date('2026-11-28T12:00:00Z')
    expect(twoFactorIsStale(null, now)).toBe(true)
    expect(twoFactorIsStale(new Date(now.getTime() - RECENT_TWO_FACTOR_MS), now)).toBe(false)
    expect(twoFactorIsStale(new Date(now.getTime() - RECENT_TWO_FACTOR_MS - 1), now)).toBe(true)
  })

  it('marks approving an identity, recording or paying out a refund, pinning a price, changing settings or staff and ending staff sessions as sensitive', () => {
    const sensitive = Object.entries(API_ENDPOINTS)
      .filter(([, endpoint]) => 'recentTwoFactor' in endpoint && endpoint.recentTwoFactor)
      .map(([name]) => name)
      .sort()
    expect(sensitive).toEqual([
      'approveIdentity',
      'inviteStaff',
      'ownerAbandonPayout',
      'ownerApproveRefund',
      'ownerBroadcastPayout',
      'ownerCreatePayout',
      'ownerEndStaffSession',
      'ownerPutSettings',
      'ownerSettlePayment',
      'updateMetalPrice',
      'updateStaff',
    ])
    for (const name of sensitive) expect(API_ENDPOINTS[name as keyof typeof API_ENDPOINTS].auth).toBe('admin')
  })
})
