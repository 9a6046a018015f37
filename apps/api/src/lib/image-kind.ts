/** The image kinds an admin may upload, by what the bytes are (never by the file name or declared type). */
export type ImageKind = 'png' | 'jpg' | 'webp'

const startsWith = (bytes: Buffer, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte)
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0))

/**
 * What an uploaded file claims to be, from its first bytes: PNG (signature and IHDR chunk), JPEG (SOI
 * marker) or WebP (RIFF container with a VP8 chunk); null for anything else. SVG is never an upload: it is a
 * document that may script (docs/decisions/045); only the demo catalog's shipped drawings are SVG.
 */
export function detectImageKind(bytes: Buffer): ImageKind | null {
  if (
    startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) &&
    startsWith(bytes, ascii('IHDR'), 12)
  ) {
    return 'png'
  }
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpg'
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBPVP8'), 8)) return 'webp'
  return null
}
