import type { Language } from '@shop/contract/i18n'
import { sql, type SQL } from 'drizzle-orm'

/**
 * A text column as `language` reads it: in Arabic its Arabic twin when written (not null, not blank), else
 * the English; in English the English column alone. The SQL twin of lib/content-language.ts pickLocalized.
 */
export function localizedText(
  language: Language,
  english: SQL | SQL.Aliased | unknown,
  arabic: unknown,
): SQL<string> {
  if (language === 'en') return sql<string>`${english}`
  return sql<string>`coalesce(nullif(btrim(${arabic}), ''), ${english})`
}
