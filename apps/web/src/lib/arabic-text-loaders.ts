// Its own module, imported only by an Arabic page (lib/i18n.ts), so the Arabic table lands in a chunk of its own.
export { AR_TEXT_LOADERS } from '@shop/contract/i18n'
