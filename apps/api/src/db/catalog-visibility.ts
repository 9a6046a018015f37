import { sql } from 'drizzle-orm'
import { products } from './schema/index.js'

/**
 * Shoppers see published products that are not archived (docs/product.md#for-the-owner): drafts and archived products are the
 * owner's only, in every list, search, detail, cart check and the sitemap. A condition for the WHERE of any
 * query over `products`; shared here because the catalog and the SEO pages both need it.
 */
export const shopperVisible = sql`(${products.published} and ${products.archivedAt} is null)`
