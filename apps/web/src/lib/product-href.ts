/** The storefront URL of a product's detail page (PRODUCT_SPEC §2: /category/{categoryName}/product/{sku}). */
export function productHref(categoryName: string, sku: string): string {
  return `/category/${encodeURIComponent(categoryName)}/product/${encodeURIComponent(sku)}`
}
