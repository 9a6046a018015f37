import { randomUUID } from 'node:crypto'
import compress from '@fastify/compress'
import Fastify from 'fastify'
import pg from 'pg'
import { COMPRESSION_OPTIONS } from '../apps/api/src/plugins/compression.js'

// The ceiling of `npm run bench:api`: a bare Fastify server on a pg pool with the
// API's settings (max 10, 5 s connect timeout, apps/api/src/db/client.ts), each route answering the rows of
// one API call from ONE SQL query, with no validation, serialization schema, auth, hooks or logging. Answers
// are compressed as the API compresses them (the same @fastify/compress options,
// apps/api/src/plugins/compression.ts), so a compressed run compares like for like. What the API adds on
// top of this is its cost. Started by bench/api.ts; prints "ceiling ready on PORT" when listening.

const url = process.env.DATABASE_URL
const port = Number(process.env.PORT ?? 0)
if (!url) {
  console.error('ceiling-server: DATABASE_URL is required')
  process.exit(2)
}

const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5_000 })
pool.on('error', () => {})

// A product card: the row, its category and metal, and its images with their widths and size, as the API's
// listProductPage reads them (a ceiling that read less than the API must answer would not be its floor).
const IMAGES_JSON = `coalesce((select json_agg(json_build_object('url', i.url, 'widths', i.widths,
    'avifWidths', i.avif_widths, 'width', i.width, 'height', i.height) order by i.position, i.id)
  from product_images i where i.product_id = p.id), '[]') as images`
const CARD_COLUMNS = `
  p.id, p.sku, p.name, p.description, p.category_id, c.name as category_name, p.base_price_fils,
  p.final_price_fils, p.vat_percent, p.shipping_cost_fils, p.stock, p.is_new, p.dynamic_pricing,
  p.metal_price_id, m.metal_type, p.weight_grams, p.purity, m.price_per_gram_fils,
  ${IMAGES_JSON},
  count(*) over () as total`

// What a shopper may see: published and not archived (apps/api/src/db/catalog-visibility.ts).
const VISIBLE = 'p.published and p.archived_at is null'

const PAGE_SQL = `
  select ${CARD_COLUMNS}
  from products p join categories c on c.id = p.category_id left join metal_prices m on m.id = p.metal_price_id
  where ${VISIBLE}
  order by p.id limit $1 offset $2`

const CATEGORY_PAGE_SQL = `
  select ${CARD_COLUMNS}
  from products p join categories c on c.id = p.category_id left join metal_prices m on m.id = p.metal_price_id
  where ${VISIBLE} and (lower(c.name) = lower($1) or lower(c.name_ar) = lower($1))
  order by p.id limit $2 offset $3`

// A product page: everything get-product-by-sku answers, nested in one query.
const BY_SKU_SQL = `
  select p.id, p.sku, p.name, p.description, p.category_id, c.name as category_name, p.base_price_fils,
    p.final_price_fils, p.vat_percent, p.shipping_cost_fils, p.stock, p.is_new, p.dynamic_pricing,
    p.metal_price_id, m.metal_type, p.weight_grams, p.purity, m.price_per_gram_fils, p.max_per_order,
    ${IMAGES_JSON},
    coalesce((select json_agg(d.description order by d.position, d.id) from product_descriptions d where d.product_id = p.id), '[]') as descriptions,
    coalesce((select json_agg(json_build_object('id', a.id, 'attributeType', a.attribute_type, 'value', a.value, 'unit', a.unit) order by a.position, a.id)
      from product_attributes a where a.product_id = p.id), '[]') as attributes,
    coalesce((select json_agg(json_build_object('id', v.id, 'name', v.name, 'options',
        coalesce((select json_agg(json_build_object('id', o.id, 'name', o.name, 'priceAdjustmentFils', o.price_adjustment_fils) order by o.position, o.id)
          from variant_options o where o.variant_id = v.id), '[]')) order by v.position, v.id)
      from product_variants v where v.product_id = p.id), '[]') as variants
  from products p join categories c on c.id = p.category_id left join metal_prices m on m.id = p.metal_price_id
  where p.sku = $1 and ${VISIBLE} limit 1`

// An order in one statement: take the stock only if there is enough, then write the order and its line
// (whose figures must add up as the orders and order_items checks require, shipping included).
// No pricing check, no address derivation, no payment row, no auth: the floor of any order placement.
const ORDER_SQL = `
  with taken as (
    update products set stock = stock - $3, updated_at = now()
    where id = $2 and stock >= $3
    returning id, sku, name, coalesce(final_price_fils, base_price_fils, 0) as price_fils, vat_percent, shipping_cost_fils
  ), placed as (
    insert into orders (order_unique_id, user_id, apartment, building, location, phone, whatsapp,
      subtotal_fils, vat_fils, shipping_fils, service_charge_fils, total_fils)
    select $1, $4, 'Apt 1', 'Bench Tower', 'Dubai', '+971 50 123 4567', '+971 50 123 4567',
      t.price_fils * $3, 0, t.shipping_cost_fils, 0, t.price_fils * $3 + t.shipping_cost_fils
    from taken t
    returning id
  )
  insert into order_items (order_id, product_id, product_name, sku, quantity, unit_price_fils, vat_percent,
    vat_fils, shipping_fils, total_fils)
  select placed.id, t.id, t.name, t.sku, $3, t.price_fils, t.vat_percent, 0, t.shipping_cost_fils,
    t.price_fils * $3 + t.shipping_cost_fils
  from placed, taken t
  returning order_id`

interface PageQuery {
  page?: string
  limit?: string
}

function paging(query: PageQuery): { limit: number; offset: number } {
  const limit = Number(query.limit ?? 20)
  const page = Number(query.page ?? 1)
  return { limit, offset: (page - 1) * limit }
}

// A search with a filter and a sort (docs/decisions/067): the words as the API expands a typo ("pmap" also
// as "pamp"), the metal, and price order, in one query over the same search text as the API's.
const SEARCH_SQL = `
  select ${CARD_COLUMNS}
  from products p join categories c on c.id = p.category_id left join metal_prices m on m.id = p.metal_price_id
  where ${VISIBLE} and concat_ws(' ', p.name, p.name_ar, p.sku,
      (select string_agg(a.value, ' ') from product_attributes a where a.product_id = p.id and lower(a.attribute_type) = 'brand'),
      m.metal_type, c.name, c.name_ar, p.description, p.description_ar) ilike any ($1::text[])
    and coalesce(m.metal_type, case when lower(c.name) in ('gold', 'silver') then lower(c.name) end) = $2
  order by coalesce(p.final_price_fils, p.base_price_fils, 0) asc, p.id limit $3 offset $4`

const app = Fastify({ logger: false })
await app.register(compress, COMPRESSION_OPTIONS)

app.get<{ Querystring: PageQuery & { metal?: string } }>('/ceiling/search', async (request) => {
  const { limit, offset } = paging(request.query)
  const { rows } = await pool.query(SEARCH_SQL, [
    ['%pmap%', '%pamp%'],
    request.query.metal ?? 'gold',
    limit,
    offset,
  ])
  return { success: true, data: rows, meta: { count: Number(rows[0]?.total ?? 0) } }
})

app.get<{ Querystring: PageQuery }>('/ceiling/products', async (request) => {
  const { limit, offset } = paging(request.query)
  const { rows } = await pool.query(PAGE_SQL, [limit, offset])
  return { success: true, data: rows, meta: { count: Number(rows[0]?.total ?? 0) } }
})

app.get<{ Params: { name: string }; Querystring: PageQuery }>(
  '/ceiling/products-by-category-name/:name',
  async (request) => {
    const { limit, offset } = paging(request.query)
    const { rows } = await pool.query(CATEGORY_PAGE_SQL, [request.params.name, limit, offset])
    return { success: true, data: rows, meta: { count: Number(rows[0]?.total ?? 0) } }
  },
)

app.get<{ Params: { sku: string } }>('/ceiling/product-by-sku/:sku', async (request, reply) => {
  const { rows } = await pool.query(BY_SKU_SQL, [request.params.sku])
  if (rows.length === 0) return reply.code(404).send({ success: false })
  return { success: true, data: rows[0] }
})

app.post<{ Body: { userId: number; productId: number; quantity: number } }>(
  '/ceiling/order',
  async (request, reply) => {
    const { userId, productId, quantity } = request.body
    const { rows } = await pool.query(ORDER_SQL, [randomUUID(), productId, quantity, userId])
    if (rows.length === 0) return reply.code(409).send({ success: false })
    return reply.code(201).send({ success: true, data: { id: rows[0].order_id } })
  },
)

const close = async () => {
  await app.close()
  await pool.end()
  process.exit(0)
}
process.on('SIGTERM', () => void close())
process.on('SIGINT', () => void close())

await app.listen({ port, host: '127.0.0.1' })
const address = app.server.address()
console.log(`ceiling ready on ${typeof address === 'object' && address ? address.port : port}`)
