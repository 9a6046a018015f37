import type { Return } from '@shop/contract'
import type { ReactNode } from 'react'
import { formatAed } from '../../../lib/format'
import { currentLanguage, useTranslation } from '../../../lib/i18n'

// The parts of a return both its buyer and the owner read: its lines, the shop's note and what was credited.
// Names, options and numbers are isolated, so an English name or a CN-000001 reads in order on an Arabic page.

/**
 * A line's name and options in the page's language: the Arabic the order line kept, else the English
 * (docs/decisions/265).
 */
export function lineInPageLanguage(line: {
  name: string
  nameAr: string | null
  options: string
  optionsAr: string | null
}): { name: string; options: string } {
  if (currentLanguage() !== 'ar') return { name: line.name, options: line.options }
  return { name: line.nameAr || line.name, options: line.optionsAr || line.options }
}

/** Each returned line: name, options and units (with its unit price for the owner). */
export function ReturnLines({ lines, withPrice = false }: { lines: Return['lines']; withPrice?: boolean }) {
  return (
    <ul className="space-y-0.5">
      {lines.map((line) => {
        const { name, options } = lineInPageLanguage(line)
        return (
          <li key={line.orderItemId}>
            <bdi>{name}</bdi>
            {options && (
              <span className="text-ink-500">
                {' · '}
                <bdi>{options}</bdi>
              </span>
            )}{' '}
            <span dir="ltr">× {line.units}</span>
            {withPrice && (
              <>
                {' · '}
                <bdi className="tabular-nums">{formatAed(line.unitPrice)}</bdi>
              </>
            )}
          </li>
        )
      })}
    </ul>
  )
}

/** The shop's words with its decision, when it wrote any. */
export function ReturnNote({ note, className }: { note: string; className: string }) {
  const { t } = useTranslation(['refunds'])
  if (!note) return null
  return (
    <p className={className}>
      {t('refunds:returns.buyer.ownerNote')} <bdi>{note}</bdi>
    </p>
  )
}

/** What the receipt credited, with the credit note's number; `after` adds the reader's own link. */
export function ReturnCredit({
  entry,
  label,
  className,
  after,
}: {
  entry: Pick<Return, 'credit' | 'creditNoteNumber'>
  label: string
  className: string
  after?: ReactNode
}) {
  const { t } = useTranslation(['refunds'])
  if (entry.credit === null) return null
  return (
    <p className={className}>
      {label} <bdi className="font-semibold">{formatAed(entry.credit)}</bdi>
      {entry.creditNoteNumber && (
        <span className="text-ink-500">
          {' · '}
          {t('refunds:returns.buyer.creditNote')}{' '}
          <bdi dir="ltr" className="whitespace-nowrap">
            {entry.creditNoteNumber}
          </bdi>
        </span>
      )}
      {after}
    </p>
  )
}
