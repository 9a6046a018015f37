import { EMIRATES, filsToAed, type ShopSettings, ShopSettingsSchema } from '@shop/contract'

// The settings page's form: every value as the text the owner types, keyed by the setting's dotted path (the
// same path a 400 from the API names), AED where the contract keeps fils. The contract's schema is the one
// rule: the page converts and lets it judge.

/** How a field is typed: a number as is, AED (fils in the settings), or AED that may be left empty (null). */
export type FieldKind = 'number' | 'aed' | 'aedOrNone' | 'choice'

export type FormValues = Record<string, string>

const aedPaths = [
  'identityThresholdFils',
  'maxOpenOrderValueFils',
  'maxOpenOrderValueVerifiedFils',
  'shipping.express.priceFils',
]
const optionalAedPaths = [
  'shipping.freeAboveFils',
  ...EMIRATES.map((emirate) => `shipping.standardFilsByEmirate.${emirate}`),
]

/** The kind of the field at `path`. */
export function kindOf(path: string): FieldKind {
  // A refund's valuation rule is a word (btc | aed), kept as the form has it.
  if (path.startsWith('refundRules.')) return 'choice'
  if (optionalAedPaths.includes(path)) return 'aedOrNone'
  return aedPaths.includes(path) ? 'aed' : 'number'
}

function leaves(value: unknown, path: string, out: [string, unknown][]): [string, unknown][] {
  if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) leaves(child, path ? `${path}.${key}` : key, out)
  } else out.push([path, value])
  return out
}

/** The settings as form texts (AED with two decimals where the settings hold fils; '' for none). */
export function toFormValues(settings: ShopSettings): FormValues {
  return Object.fromEntries(
    leaves(settings, '', []).map(([path, value]) => {
      if (value === null) return [path, '']
      if (typeof value === 'boolean') return [path, String(value)]
      const kind = kindOf(path)
      return [
        path,
        kind === 'number' || kind === 'choice' ? String(value) : filsToAed(Number(value)).toFixed(2),
      ]
    }),
  )
}

/** Fils of an AED text with at most two decimals; NaN when it is not one (the schema then refuses it). */
function filsOfAedText(text: string): number {
  if (!/^\d+(\.\d{1,2})?$/.test(text.trim())) return Number.NaN
  const [whole = '0', decimals = ''] = text.trim().split('.')
  return Number(whole) * 100 + Number(decimals.padEnd(2, '0'))
}

function setPath(target: Record<string, unknown>, path: string, value: unknown): void {
  const keys = path.split('.')
  let node = target
  for (const key of keys.slice(0, -1)) {
    node[key] ??= {}
    node = node[key] as Record<string, unknown>
  }
  node[keys.at(-1) as string] = value
}

/**
 * The form's texts as settings, judged by the contract's schema: the settings to save, or the message of
 * each bad field by its path.
 */
export function fromFormValues(
  values: FormValues,
): { settings: ShopSettings; errors: null } | { settings: null; errors: Record<string, string> } {
  const draft: Record<string, unknown> = {}
  for (const [path, text] of Object.entries(values)) {
    const kind = kindOf(path)
    let value: unknown
    if (text === 'true' || text === 'false') value = text === 'true'
    else if (kind === 'choice') value = text
    else if (kind === 'aedOrNone' && text.trim() === '') value = null
    else if (kind === 'number') value = text.trim() === '' ? Number.NaN : Number(text)
    else value = filsOfAedText(text)
    setPath(draft, path, value)
  }
  const parsed = ShopSettingsSchema.safeParse(draft)
  if (parsed.success) return { settings: parsed.data, errors: null }
  return {
    settings: null,
    errors: Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message])),
  }
}
