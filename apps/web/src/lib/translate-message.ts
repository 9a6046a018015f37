import { keyedMessageOf, type MessageParams } from '@shop/contract'
import type { I18n } from '@shop/contract/i18n'
import { currentI18n } from './i18n'

// A contract message is worded by its key in the `messages` table (docs/decisions/274): an API answer carries
// it beside the English text (`messageKey`, `messageParams`); a text made in this page (a zod issue of a form's
// own check) is looked up exactly among the texts the contract made. No text is matched against patterns.

type Translate = (key: string, options?: Record<string, string>) => string

/** "Gold" in a message, in the page's language; other values as they are. */
function localValue(i18n: I18n, name: string, value: string): string {
  if (name !== 'metal') return value
  const metal = value.toLowerCase()
  const t = i18n.t.bind(i18n) as unknown as Translate
  return metal === 'gold' || metal === 'silver' ? t(`errors:metal.${metal}`) : value
}

/**
 * The page's language's text of the contract message `key` with its `params` (as its English text shows
 * them); `fallback` (the English text as given) on an English page, without a key, for a key the table
 * lacks, or before the texts have loaded.
 */
export function translateMessageKey(
  key: string | undefined,
  params: MessageParams | undefined,
  fallback: string,
): string {
  const i18n = currentI18n()
  if (!i18n || i18n.language === 'en' || !key) return fallback
  const table = i18n.getResourceBundle(i18n.language, 'messages') as
    { text?: Record<string, unknown> } | undefined
  if (typeof table?.text?.[key] !== 'string') return fallback
  const values = Object.fromEntries(
    Object.entries(params ?? {}).map(([name, value]) => [name, localValue(i18n, name, value)]),
  )
  return (i18n.t.bind(i18n) as unknown as Translate)(`messages:text.${key}`, values)
}

/**
 * The page's language's text of a contract message (packages/contract/src/messages.ts) this page made, the
 * texts its zod schemas carry; any other text comes back as given. English pages get the text itself.
 */
export function translateMessage(message: string): string {
  const keyed = keyedMessageOf(message)
  return translateMessageKey(keyed?.key, keyed?.params, message)
}
