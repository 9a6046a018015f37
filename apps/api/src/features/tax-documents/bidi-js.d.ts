// bidi-js ships no types; these are the parts docs/architecture.md#tax-invoices uses.
declare module 'bidi-js' {
  interface EmbeddingLevels {
    levels: Uint8Array
    paragraphs: { start: number; end: number; level: number }[]
  }
  interface Bidi {
    getEmbeddingLevels(text: string, direction?: 'ltr' | 'rtl' | 'auto'): EmbeddingLevels
    getMirroredCharacter(char: string): string | null
  }
  export default function bidiFactory(): Bidi
}
