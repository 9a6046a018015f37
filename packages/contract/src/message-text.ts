/**
 * How a contract message's English text is made from its one source, the `messages` table
 * (packages/contract/src/i18n/locales/en/messages.ts), and how a text is read back to its key.
 *
 * Zod keeps a custom `params` only on refine issues, not on the built-in checks (`.min`, `.max`, `.email`) the
 * schemas mostly use, so an issue carries nothing but its text. Every text made here is therefore remembered
 * with its key and values: code that holds only a text (a zod issue, a thrown `AppError`) finds its key by exact
 * lookup, never by matching the text against patterns (docs/decisions/274).
 */

/** The values a message's `{{placeholders}}` take, as the English text shows them. */
export type MessageParams = Readonly<Record<string, string>>

/** A contract message as a key of the `messages` table and the values of its placeholders. */
export interface KeyedMessage {
  readonly key: string
  readonly params: MessageParams
}

const SLOT = /\{\{\s*(\w+)\s*\}\}/g
const NO_PARAMS: MessageParams = Object.freeze({})

/** Texts with no runtime value: made once, when the contract's modules load; never forgotten. */
const fixedTexts = new Map<string, KeyedMessage>()
/**
 * Texts with a runtime value (a product name): the latest few, so a server that words many never grows
 * without bound. Each is read back moments after it is made, by the same request.
 */
const recentTexts = new Map<string, KeyedMessage>()
const RECENT_TEXTS_MAX = 500

/** `template` with each `{{name}}` replaced by `params[name]` (missing values leave an empty slot). */
export function fillMessage(template: string, params: MessageParams = NO_PARAMS): string {
  return template.replace(SLOT, (_slot, name: string) => params[name] ?? '')
}

/** A message's English text with no runtime value, remembered for `keyedMessageOf`. */
export function fixedMessageText(key: string, template: string, params: MessageParams = NO_PARAMS): string {
  const text = fillMessage(template, params)
  if (!fixedTexts.has(text)) fixedTexts.set(text, { key, params })
  return text
}

/** A message's English text with runtime values, remembered (the latest RECENT_TEXTS_MAX) for `keyedMessageOf`. */
export function messageText(key: string, template: string, params: MessageParams): string {
  const text = fillMessage(template, params)
  if (fixedTexts.has(text)) return text
  recentTexts.delete(text)
  recentTexts.set(text, { key, params })
  if (recentTexts.size > RECENT_TEXTS_MAX) {
    const oldest = recentTexts.keys().next().value
    if (oldest !== undefined) recentTexts.delete(oldest)
  }
  return text
}

/**
 * The key and values of a contract message this process made, by its exact English text; undefined for any
 * other text (a server's own words, a text already in another language).
 */
export function keyedMessageOf(text: string): KeyedMessage | undefined {
  return fixedTexts.get(text) ?? recentTexts.get(text)
}
