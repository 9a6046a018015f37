/** The storefront URL of a product's detail page (PRODUCT_SPEC §2: /category/{categoryName}/product/{sku}). */
export { productPagePath as productHref } from '@shop/contract'
