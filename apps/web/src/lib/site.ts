/** The shop's name, shown in the wordmark, the loader, page titles and the footer. index.html repeats it once. */
export { SITE_NAME } from '@shop/contract'

/** docs/product.md: the footer links to a chat channel. Placeholder until the shop owner supplies the real one. */
export const CHAT_CHANNEL = { label: 'Telegram', url: 'https://t.me/aurumandbyte' } as const
