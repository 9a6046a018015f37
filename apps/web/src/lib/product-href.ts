/** The storefront URL of a product's detail page (docs/product.md#for-shoppers: /category/{categoryName}/product/{sku}). */
export { productPagePath as productHref } from '@shop/contract'
