import { PDFDocument, PDFName, PDFString } from 'pdf-lib'
import sharp from 'sharp'

// Real files for the identity upload tests: the upload decodes what it keeps (docs/decisions/171), so a few
// magic bytes no longer pass for a photo or a PDF.

/** A small real photo carrying EXIF (a camera and a GPS-ish comment), as a phone's would. */
export function jpegWithExif(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 40, channels: 3, background: { r: 200, g: 180, b: 40 } } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Secret Camera 9', ImageDescription: 'home at 25.2N 55.3E' },
    })
    .toBuffer()
}

export function smallPng(): Promise<Buffer> {
  return sharp({
    create: { width: 30, height: 20, channels: 4, background: { r: 0, g: 90, b: 160, alpha: 1 } },
  })
    .png()
    .toBuffer()
}

/** A JPEG's first bytes, then a web page: passes a check of the first bytes, is no image. */
export const JPEG_HEADER_THEN_HTML = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
  Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>'),
])

/** A one-page PDF with text and nothing active; `uncompressed` keeps its objects readable for byte edits. */
export async function plainPdf(options: { uncompressed?: boolean } = {}): Promise<Buffer> {
  const pdf = await PDFDocument.create()
  pdf.addPage([200, 100]).drawText('PASSPORT', { x: 20, y: 50, size: 12 })
  return Buffer.from(await pdf.save({ useObjectStreams: !options.uncompressed }))
}

/**
 * A PDF that runs JavaScript when opened (/OpenAction /S /JavaScript). pdf-lib packs its dictionaries into
 * compressed object streams by default, so "/JavaScript" appears nowhere in the bytes.
 */
export async function pdfWithOpenActionJavaScript(): Promise<Buffer> {
  const pdf = await PDFDocument.create()
  pdf.addPage([200, 100])
  const action = pdf.context.obj({ Type: 'Action', S: 'JavaScript', JS: PDFString.of('app.alert(1)') })
  pdf.catalog.set(PDFName.of('OpenAction'), pdf.context.register(action))
  return Buffer.from(await pdf.save({ useObjectStreams: true }))
}

/** A PDF carrying an attached file (/EmbeddedFiles in its name tree). */
export async function pdfWithEmbeddedFile(): Promise<Buffer> {
  const pdf = await PDFDocument.create()
  pdf.addPage([200, 100])
  await pdf.attach(Buffer.from('MZ not a program really'), 'invoice.exe', {
    mimeType: 'application/octet-stream',
  })
  return Buffer.from(await pdf.save())
}

export interface FilePart {
  field: string
  filename: string
  contentType: string
  bytes: Buffer
}

/** A multipart/form-data body as a browser's FormData sends it. */
export function multipart(fields: Record<string, string>, files: FilePart[]) {
  const boundary = '----shop-test-boundary-identity'
  const chunks: Buffer[] = []
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    )
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\n` +
          `Content-Type: ${file.contentType}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    )
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`))
  return { payload: Buffer.concat(chunks), 'content-type': `multipart/form-data; boundary=${boundary}` }
}
