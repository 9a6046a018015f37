import { formatBtc, ORDER_STATUSES } from '@shop/contract'
import type { TFunction, TranslationKey } from '@shop/contract/i18n'
import { formatAed, formatDateTime, formatFils } from '../../lib/format'

// docs/product.md#for-the-owner: the audit log reads as sentences an owner understands, not as the stored JSON:
// each field named in words (in the page's language), its value formatted as the rest of the office shows it
// (amounts in AED or BTC, dates on the shop's clock, photo lists counted), before -> after.

export interface AuditFieldRow {
  /** The stored key, kept for React keys and for the unusual field this build has no words for. */
  key: string
  label: string
  before: string
  after: string
  changed: boolean
}

export interface AuditChange {
  changed: AuditFieldRow[]
  unchanged: AuditFieldRow[]
}

/**
 * Bookkeeping the owner never needs to read: ids the row already names, row times (the entry has its own),
 * image file details (the photo count says what changed).
 */
const HIDDEN_KEYS: ReadonlySet<string> = new Set([
  'id',
  'categoryId',
  'metalPriceId',
  'createdAt',
  'updatedAt',
  'lowStockAlertedAt',
  'url',
  'widths',
  'avifWidths',
])

/** Every field some owner action stores, with its words in the audit texts (`fields` of the admin namespace). */
export const AUDIT_FIELD_KEYS = [
  'sku',
  'name',
  'nameAr',
  'description',
  'descriptionAr',
  'categoryName',
  'basePriceFils',
  'finalPriceFils',
  'vatPercent',
  'shippingCostFils',
  'stock',
  'isNew',
  'dynamicPricing',
  'metalType',
  'weightGrams',
  'purity',
  'premiumFils',
  'premiumPercent',
  'published',
  'archivedAt',
  'maxPerOrder',
  'lowStockThreshold',
  'images',
  'descriptions',
  'variants',
  'attributes',
  'copiedFromProductId',
  'delta',
  'reason',
  'note',
  'status',
  'refundDueSats',
  'openSats',
  'settledSats',
  'documentKind',
  'buyerId',
  'approvedName',
  'disabledAt',
  'price_per_gram',
  'source',
  'updated_at',
  'pinned_until',
  'value',
] as const

/** `lowStockThreshold` or `pinned_until` as "Low stock threshold", "Pinned until": a field added since this build. */
export function humaniseKey(key: string): string {
  const words = key
    .replace(/_/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .trim()
    .toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value)

const asRecord = (value: unknown): Record<string, unknown> =>
  isRecord(value) ? value : value === null || value === undefined ? {} : { value }

/**
 * A stored value's identity for "did it change": key order of stored JSON is stable, so text compares; an empty
 * text is no value (a note left empty did not change from none).
 */
const sameValue = (a: unknown, b: unknown) => {
  const stored = (value: unknown) => JSON.stringify(value === '' || value === undefined ? null : value)
  return stored(a) === stored(b)
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/

function formatValue(key: string, value: unknown, t: TFunction, action: string): string {
  if (value === null || value === undefined || value === '') return '—'
  const lower = key.toLowerCase()
  if (Array.isArray(value)) return formatList(key, value, t)
  if (typeof value === 'boolean') {
    if (key === 'published') return t(value ? 'owner:audit.values.published' : 'owner:audit.values.draft')
    return t(value ? 'owner:audit.values.yes' : 'owner:audit.values.no')
  }
  if (lower.endsWith('fils') && typeof value === 'number') return formatFils(value)
  if (lower.endsWith('sats') && (typeof value === 'string' || typeof value === 'number')) {
    try {
      return `${formatBtc(BigInt(value))} BTC`
    } catch {
      return String(value)
    }
  }
  if (key === 'price_per_gram' && (typeof value === 'number' || typeof value === 'string')) {
    const aed = Number(value)
    return Number.isFinite(aed) ? t('owner:audit.values.perGram', { price: formatAed(aed) }) : String(value)
  }
  if (lower.endsWith('percent') && typeof value === 'number') return `${value} %`
  if (key === 'weightGrams' && typeof value === 'number') return t('owner:audit.values.grams', { n: value })
  if (key === 'delta' && typeof value === 'number') return value > 0 ? `+${value}` : String(value)
  if (
    key === 'status' &&
    typeof value === 'string' &&
    (ORDER_STATUSES as readonly string[]).includes(value)
  ) {
    return t(`owner:status.${value}` as TranslationKey)
  }
  if (key === 'reason' && typeof value === 'string' && action.startsWith('stock.')) {
    return t(`stock:ledger.reasons.${value}` as TranslationKey, { defaultValue: value })
  }
  if (typeof value === 'string' && ISO_INSTANT.test(value) && !Number.isNaN(Date.parse(value))) {
    return formatDateTime(value, 'shop')
  }
  if (isRecord(value)) {
    return Object.entries(value)
      .map(([inner, innerValue]) => `${fieldLabel(inner, t)}: ${formatValue(inner, innerValue, t, action)}`)
      .join(', ')
  }
  return String(value)
}

/** A list as the owner counts it: photos counted, variants and attributes by name, anything else counted. */
function formatList(key: string, list: readonly unknown[], t: TFunction): string {
  if (key === 'images') return t('owner:audit.values.photos', { count: list.length })
  if (key === 'descriptions') return t('owner:audit.values.paragraphs', { count: list.length })
  if (list.length === 0) return '—'
  if (key === 'variants') {
    return list
      .map((variant) => {
        const row = asRecord(variant)
        const options = Array.isArray(row.options) ? row.options.length : 0
        return t('owner:audit.values.variant', { name: String(row.name ?? ''), count: options })
      })
      .join(', ')
  }
  if (key === 'attributes') {
    return list
      .map((attribute) => {
        const row = asRecord(attribute)
        const unit = typeof row.unit === 'string' && row.unit !== '' ? ` ${row.unit}` : ''
        return `${String(row.attributeType ?? '')}: ${String(row.value ?? '')}${unit}`
      })
      .join(', ')
  }
  if (list.every((item) => typeof item === 'string' || typeof item === 'number') && list.length <= 5) {
    return list.join(', ')
  }
  return t('owner:audit.values.items', { count: list.length })
}

function fieldLabel(key: string, t: TFunction): string {
  return t(`owner:audit.fields.${key}` as TranslationKey, { defaultValue: humaniseKey(key) })
}

/**
 * The before and after of an audit entry, field by field (top level of each object; a value that is not an
 * object is one field, "Value"), named and formatted for the owner. Changed fields first, in stored order;
 * unchanged ones apart, for the page to fold away.
 */
export function describeAuditChange(
  entry: { action: string; before: unknown; after: unknown },
  t: TFunction,
): AuditChange {
  const from = asRecord(entry.before)
  const to = asRecord(entry.after)
  const keys = [...new Set([...Object.keys(from), ...Object.keys(to)])].filter((key) => !HIDDEN_KEYS.has(key))
  const rows = keys.map((key) => ({
    key,
    label: fieldLabel(key, t),
    // A key only one side has is "—" on the other (a field created, or dropped).
    before: key in from ? formatValue(key, from[key], t, entry.action) : '—',
    after: key in to ? formatValue(key, to[key], t, entry.action) : '—',
    changed: !sameValue(from[key], to[key]),
  }))
  return { changed: rows.filter((row) => row.changed), unchanged: rows.filter((row) => !row.changed) }
}
