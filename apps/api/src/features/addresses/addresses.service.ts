import { MESSAGES, type AddressForm } from '@shop/contract'
import type { Db } from '../../db/client.js'
import type { Clock } from '../../lib/clock.js'
import { badRequest, forbidden, notFound } from '../../lib/errors.js'
import {
  type AddressFields,
  type AddressRow,
  clearDefaultAddress,
  countAddressesOfUser,
  deleteAddressOfUser,
  findAddressOfUser,
  insertAddress,
  listAddressesOfUser,
  lockUserForAddressChange,
  makeNewestAddressDefault,
  updateAddressOfUser,
} from './addresses.repo.js'

/** An address book holds at most this many addresses: enough for any shopper, bounded for the database. */
export const MAX_ADDRESSES_PER_USER = 20

export interface AddressServiceDeps {
  db: Db
  clock: Clock
}

/** The caller as the address rules need it. */
export interface AddressCaller {
  id: number
}

function fieldsOf(form: AddressForm): AddressFields {
  return {
    apartmentNumber: form.apartmentNumber,
    buildingNumber: form.buildingNumber,
    additionalAddress: form.additionalAddress,
    location: form.location,
    emirate: form.emirate,
    area: form.area,
    makani: form.makani,
    phoneNumber: form.phoneNumber,
    whatsappNumber: form.whatsappNumber,
  }
}

/** docs/architecture.md#accounts-and-access: a path or body userId that is not the caller's is 403. */
function assertSelf(caller: AddressCaller, userId: number): void {
  if (caller.id !== userId) throw forbidden()
}

/**
 * The address book (docs/product.md and docs/product.md#rules-the-shop-keeps): every call scoped to the caller; a user with addresses always has
 * exactly one default (the first one added; a new default unsets the others in the same transaction; deleting
 * the default passes it to the newest remaining address).
 */
export function createAddressService(deps: AddressServiceDeps) {
  async function list(caller: AddressCaller, userId: number): Promise<AddressRow[]> {
    assertSelf(caller, userId)
    return listAddressesOfUser(deps.db, userId)
  }

  async function add(caller: AddressCaller, userId: number, form: AddressForm): Promise<AddressRow> {
    assertSelf(caller, userId)
    return deps.db.transaction(async (tx) => {
      await lockUserForAddressChange(tx, caller.id)
      const existing = await countAddressesOfUser(tx, caller.id)
      if (existing >= MAX_ADDRESSES_PER_USER) {
        throw badRequest(
          `You can save at most ${MAX_ADDRESSES_PER_USER} addresses. Delete one to add another.`,
          { max: MAX_ADDRESSES_PER_USER },
          'ADDRESS_LIMIT_REACHED',
        )
      }
      const now = deps.clock.now()
      // the first address is the default.
      const isDefault = existing === 0 || form.isDefault === true
      if (isDefault) await clearDefaultAddress(tx, caller.id, null, now)
      return insertAddress(tx, caller.id, { ...fieldsOf(form), isDefault }, now)
    })
  }

  async function update(
    caller: AddressCaller,
    id: number,
    userId: number,
    form: AddressForm,
  ): Promise<AddressRow> {
    assertSelf(caller, userId)
    return deps.db.transaction(async (tx) => {
      await lockUserForAddressChange(tx, caller.id)
      const current = await findAddressOfUser(tx, caller.id, id)
      if (!current) throw notFound(MESSAGES.addressNotFound, 'ADDRESS_NOT_FOUND')
      const now = deps.clock.now()
      // Marking one primary unsets the others; sending false for the default keeps it (a user with addresses
      // always has one default: they move it by marking another one).
      const isDefault = current.isDefault || form.isDefault === true
      if (isDefault && !current.isDefault) await clearDefaultAddress(tx, caller.id, id, now)
      return updateAddressOfUser(tx, caller.id, id, { ...fieldsOf(form), isDefault }, now)
    })
  }

  async function remove(caller: AddressCaller, id: number): Promise<{ id: number }> {
    return deps.db.transaction(async (tx) => {
      await lockUserForAddressChange(tx, caller.id)
      const current = await findAddressOfUser(tx, caller.id, id)
      if (!current) throw notFound(MESSAGES.addressNotFound, 'ADDRESS_NOT_FOUND')
      await deleteAddressOfUser(tx, caller.id, id)
      if (current.isDefault) await makeNewestAddressDefault(tx, caller.id, deps.clock.now())
      return { id }
    })
  }

  return { list, add, update, remove }
}

export type AddressService = ReturnType<typeof createAddressService>
