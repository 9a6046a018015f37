import { z } from 'zod'
import type { Language } from './i18n/languages.js'

// The options an order line was bought with, as the line keeps them (order_items.options), in both languages
// (docs/decisions/265). The line copies the catalog's Arabic names when the order is placed, so a later edit
// of the catalog never rewrites what was bought; a line placed before it kept them reads the English.

/** One chosen option of an order line, as shown to the buyer. */
export const OrderLineOptionSchema = z.object({
  variantName: z.string(),
  /** The variant's Arabic name when the order was placed; absent or null: the English reads in both languages. */
  variantNameAr: z.string().nullish(),
  optionName: z.string(),
  /** The option's Arabic name when the order was placed; absent or null (e.g. "256 GB"): the English. */
  optionNameAr: z.string().nullish(),
})
export type OrderLineOption = z.infer<typeof OrderLineOptionSchema>

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null

/**
 * The options of a stored line (the jsonb of order_items.options), read leniently: an entry without an option
 * name is left out, and an empty Arabic name is none, so a hand-edited or old row still shows what it can.
 */
export function storedLineOptions(stored: unknown): OrderLineOption[] {
  if (!Array.isArray(stored)) return []
  return stored.flatMap((entry: unknown) => {
    if (typeof entry !== 'object' || entry === null) return []
    const record = entry as Record<string, unknown>
    const optionName = text(record.optionName)
    if (optionName === null) return []
    return [
      {
        variantName: text(record.variantName) ?? '',
        variantNameAr: text(record.variantNameAr),
        optionName,
        optionNameAr: text(record.optionNameAr),
      },
    ]
  })
}

/** An option's variant and value in `language`: the Arabic the line kept, else the English. */
export function optionInLanguage(
  option: OrderLineOption,
  language: Language,
): { variant: string; value: string } {
  const arabic = language === 'ar'
  return {
    variant: (arabic && option.variantNameAr) || option.variantName,
    value: (arabic && option.optionNameAr) || option.optionName,
  }
}

/** How options are listed: Arabic separates them with its own comma. */
const SEPARATOR: Record<Language, string> = { en: ', ', ar: '، ' }

/**
 * A line's chosen options as one text in `language`: "Storage: 256 GB, Colour: Black", or in Arabic
 * "السعة التخزينية: 256 GB، اللون: أسود"; undefined when it has none. Figures are not isolated here: each
 * output (mail, PDF, page) isolates them its own way (figure-isolation.ts).
 */
export function lineOptionsText(options: readonly OrderLineOption[], language: Language): string | undefined {
  if (options.length === 0) return undefined
  return options
    .map((option) => {
      const { variant, value } = optionInLanguage(option, language)
      return variant === '' ? value : `${variant}: ${value}`
    })
    .join(SEPARATOR[language])
}

/**
 * The Arabic text of a line's options (`lineOptionsText` in Arabic) when at least one of them kept an Arabic
 * name; undefined otherwise, so a line with none prints its options once, in English.
 */
export function arabicOptionsText(options: readonly OrderLineOption[]): string | undefined {
  const kept = options.some((option) => Boolean(option.variantNameAr) || Boolean(option.optionNameAr))
  return kept ? lineOptionsText(options, 'ar') : undefined
}
