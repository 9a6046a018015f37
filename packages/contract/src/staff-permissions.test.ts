import { describe, expect, it } from 'vitest'
import { API_ENDPOINTS, type EndpointDefinition } from './endpoints.js'
import {
  STAFF_PERMISSIONS,
  staffMayCall,
  type OwnerEndpointName,
  type DelegatedRole,
} from './staff-permissions.js'
import { STAFF_ROLES, isStaffRole } from './staff-roles.js'

const rows = Object.entries(API_ENDPOINTS as Record<string, EndpointDefinition>)
const adminNames = rows.filter(([, row]) => row.auth === 'admin').map(([name]) => name as OwnerEndpointName)
const callsOf = (role: string) => adminNames.filter((name) => staffMayCall(role, name)).sort()

describe('STAFF_PERMISSIONS', () => {
  it('has one row for every owner call of the endpoint table, and none for other calls', () => {
    expect(Object.keys(STAFF_PERMISSIONS).sort()).toEqual([...adminNames].sort())
  })

  it('a row missing from the table does not compile', () => {
    const { ownerStaff: _left, ...withoutOne } = STAFF_PERMISSIONS
    // @ts-expect-error -- ownerStaff has no row: adding an owner call without its row is a type error
    const incomplete: typeof STAFF_PERMISSIONS = withoutOne
    expect(Object.keys(incomplete)).not.toContain('ownerStaff')
  })

  it('names each role at most once per row, and never the owner (who is on every row)', () => {
    for (const roles of Object.values(STAFF_PERMISSIONS)) {
      expect(new Set(roles).size).toBe(roles.length)
      expect(roles).not.toContain('owner' as DelegatedRole)
    }
  })

  it('lets the owner make every owner call and a buyer none', () => {
    expect(callsOf('owner')).toEqual([...adminNames].sort())
    expect(callsOf('User')).toEqual([])
    expect(callsOf('Admin')).toEqual([])
  })

  it('gives fulfilment the orders to ship, one order, the status move (ship, deliver), and returns and sell-backs to receive, nothing else', () => {
    expect(callsOf('fulfilment')).toEqual([
      'ownerOrder',
      'ownerOrders',
      'ownerReceiveReturn',
      'ownerReceiveSellBack',
      'ownerReturnPhoto',
      'ownerReturns',
      'ownerSellBackQuotes',
      'updateOrderStatus',
    ])
  })

  it('lets the accountant read money and change nothing', () => {
    const calls = callsOf('accountant')
    expect(calls).toEqual(
      expect.arrayContaining([
        'ownerDashboard',
        'ownerAllOrders',
        'ownerOrdersExport',
        'ownerPaymentsToSettle',
        'ownerTaxDocuments',
        'ownerTaxDocument',
        'ownerTaxDocumentsExport',
      ]),
    )
    expect(calls.filter((name) => API_ENDPOINTS[name].method !== 'GET')).toEqual([])
  })

  it('gives compliance the identity checks and documents only', () => {
    expect(callsOf('compliance')).toEqual([
      'approveIdentity',
      'ownerIdentityCheck',
      'ownerIdentityChecks',
      'ownerIdentityDocument',
      'rejectIdentity',
    ])
  })

  it('keeps staff, the wallet and identity documents from the manager, and gives them the rest of the shop', () => {
    const refused = adminNames.filter((name) => !staffMayCall('manager', name)).sort()
    expect(refused).toEqual([
      'approveIdentity',
      'inviteStaff',
      // Paying refunds out spends from the wallet.
      'ownerAbandonPayout',
      'ownerApproveRefund',
      'ownerBroadcastPayout',
      'ownerCreatePayout',
      'ownerEndStaffSession',
      'ownerGetSettings',
      'ownerIdentityDocument',
      'ownerPayoutFeeEstimates',
      'ownerPutSettings',
      'ownerStaff',
      'ownerStaffSessions',
      'ownerWalletHealth',
      'rejectIdentity',
      'updateStaff',
    ])
  })

  it('keeps the staff calls for the owner alone', () => {
    for (const role of STAFF_ROLES.filter((r) => r !== 'owner')) {
      expect(
        ['ownerStaff', 'inviteStaff', 'updateStaff'].filter((name) =>
          callsOf(role).includes(name as OwnerEndpointName),
        ),
      ).toEqual([])
    }
  })
})

describe('isStaffRole', () => {
  it.each([
    ['owner', true],
    ['fulfilment', true],
    ['User', false],
    ['Admin', false],
    ['', false],
    [null, false],
  ] as const)('%s → %s', (role, expected) => {
    expect(isStaffRole(role)).toBe(expected)
  })
})
