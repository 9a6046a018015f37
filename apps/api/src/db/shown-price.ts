import { sql, type SQL } from 'drizzle-orm'

/**
 * The price a card shows, VAT included (the contract's `shownListPriceFils`: the list price, final else base
 * else 0, plus its VAT), for the products table under `alias`, so price filters, price sorts, the filters'
 * price bounds and link previews use the figure the buyer reads. VAT is an integer percent and prices are
 * never negative, so adding 50 before the integer division rounds half up exactly as `percentOfFils` does.
 */
export function shownListPriceOf(alias = 'products'): SQL {
  const table = sql.identifier(alias)
  const list = sql`coalesce(${table}.final_price_fils, ${table}.base_price_fils, 0)`
  return sql`(${list} + (${list} * ${table}.vat_percent + 50) / 100)`
}

export const shownListPriceSql = shownListPriceOf()
