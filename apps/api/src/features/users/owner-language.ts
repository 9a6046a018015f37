import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@shop/contract/i18n'
import { sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.js'
import { users } from '../../db/schema/index.js'

/**
 * The language of the shop's own mail (contact messages, low stock, payment alerts, to SHOP_EMAIL): English,
 * unless an account with that address chose another (docs/architecture.md#languages).
 */
export async function ownerMailLanguage(db: DbOrTx, shopEmail: string): Promise<Language> {
  const [row] = await db
    .select({ language: users.language })
    .from(users)
    .where(sql`lower(${users.email}) = ${shopEmail.trim().toLowerCase()}`)
  return isLanguage(row?.language) ? row.language : DEFAULT_LANGUAGE
}
