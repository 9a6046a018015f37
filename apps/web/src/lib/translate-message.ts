import type { EnglishTexts } from '@shop/contract/i18n'
import type { I18n } from '@shop/contract/i18n'
import { currentI18n } from './i18n'

type MessageKey = keyof EnglishTexts['messages']['text']

/** A contract message's key and the values its placeholders took in the given text. */
export interface FoundMessage {
  key: MessageKey
  params: Record<string, string>
}

interface Pattern {
  key: MessageKey
  regex: RegExp
  names: string[]
}

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g
const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * The English `messages` module (packages/contract/src/i18n/locales/en/messages.ts) is the one table from a
 * contract text to its key: a text with a value is matched with its `{{placeholder}}` standing for any value.
 * Compiled once per loaded table.
 */
let compiled: { table: object; patterns: Pattern[] } | null = null

function patterns(i18n: I18n): Pattern[] {
  const bundle = i18n.getResourceBundle('en', 'messages') as { text?: Record<string, string> } | undefined
  const table = bundle?.text
  if (!table) return []
  if (compiled?.table === table) return compiled.patterns
  const list = Object.entries(table).map(([key, text]) => {
    const names = [...text.matchAll(PLACEHOLDER)].map((match) => match[1] ?? '')
    const source = text
      .split(PLACEHOLDER)
      .map((part, index) => (index % 2 === 1 ? '(.+?)' : escapeRegex(part)))
      .join('')
    return { key: key as MessageKey, regex: new RegExp(`^${source}$`, 's'), names }
  })
  // Exact texts first, so a text with a value never claims a plain one.
  list.sort((a, b) => a.names.length - b.names.length)
  compiled = { table, patterns: list }
  return list
}

/** The contract message `message` is, with its values; undefined for any other text. */
export function findMessage(
  message: string,
  i18n: I18n | undefined = currentI18n(),
): FoundMessage | undefined {
  if (!i18n) return undefined
  for (const pattern of patterns(i18n)) {
    const match = pattern.regex.exec(message)
    if (!match) continue
    const params = Object.fromEntries(pattern.names.map((name, index) => [name, match[index + 1] ?? '']))
    return { key: pattern.key, params }
  }
  return undefined
}

/** "Gold" in a message, in the page's language; other values as they are. */
function localValue(i18n: I18n, name: string, value: string): string {
  if (name !== 'metal') return value
  const metal = value.toLowerCase()
  const t = i18n.t.bind(i18n) as unknown as (key: string) => string
  return metal === 'gold' || metal === 'silver' ? t(`errors:metal.${metal}`) : value
}

/**
 * The page's language's text of a contract validation message (packages/contract/src/messages.ts), the texts the
 * zod schemas carry; any other text comes back as given. English pages get the text itself.
 */
export function translateMessage(message: string): string {
  const i18n = currentI18n()
  if (!i18n || i18n.language === 'en') return message
  const found = findMessage(message, i18n)
  if (!found) return message
  const params = Object.fromEntries(
    Object.entries(found.params).map(([name, value]) => [name, localValue(i18n, name, value)]),
  )
  const t = i18n.t.bind(i18n) as unknown as (key: string, options: Record<string, string>) => string
  return t(`messages:text.${found.key}`, params)
}
