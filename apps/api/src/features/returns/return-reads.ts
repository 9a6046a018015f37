import { filsToAed, type OwnerReturn, type Return } from '@shop/contract'
import { sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.js'
import { notFound } from '../../lib/errors.js'
import { listReturns, type ReturnLineRow, type ReturnRow } from './returns.repo.js'

// A return as the buyer and the owner read it: one row with its lines and photos, shaped for the wire.

export const iso = (at: Date | null) => (at ? at.toISOString() : null)

export function toReturn(
  row: ReturnRow,
  lines: readonly ReturnLineRow[],
  photoIds: readonly string[],
): Return {
  return {
    returnId: row.id,
    orderId: row.orderUniqueId,
    state: row.state,
    reason: row.reason,
    ownerNote: row.ownerNote,
    lines: lines
      .filter((line) => line.returnId === row.id)
      .map((line) => ({
        orderItemId: line.orderItemId,
        name: line.name,
        nameAr: line.nameAr,
        options: line.options,
        optionsAr: line.optionsAr,
        units: line.units,
        unitPrice: filsToAed(line.unitPriceFils),
      })),
    photoIds: [...photoIds],
    requestedAt: row.createdAt.toISOString(),
    decidedAt: iso(row.decidedAt),
    receivedAt: iso(row.receivedAt),
    credit: row.creditFils === null ? null : filsToAed(row.creditFils),
    creditNoteNumber: row.creditNoteNumber,
    refundId: row.refundId,
  }
}

export const toOwnerReturn = (
  row: ReturnRow,
  lines: readonly ReturnLineRow[],
  photoIds: readonly string[],
): OwnerReturn => ({
  ...toReturn(row, lines, photoIds),
  buyer: { name: row.buyerName, email: row.buyerEmail },
  resaleable: row.resaleable,
})

export const unitsOf = (lines: readonly { units: number }[]) =>
  lines.reduce((sum, line) => sum + line.units, 0)

/** One return with its lines and photo ids (locked for update when `lock`); 404 when there is none. */
export async function readReturn(tx: DbOrTx, returnId: number, lock = false) {
  const { returns, lines, photos } = await listReturns(tx, sql`r.id = ${returnId}::int`, lock)
  const row = returns[0]
  if (!row) throw notFound('Return not found.')
  return { row, lines, photoIds: photos.get(row.id) ?? [] }
}
