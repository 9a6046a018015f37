import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import {
  jpegWithExif,
  JPEG_HEADER_THEN_HTML,
  pdfWithEmbeddedFile,
  pdfWithOpenActionJavaScript,
  plainPdf,
  smallPng,
} from '../../test/identity-fixtures.js'
import {
  IDENTITY_IMAGE_MAX_PX,
  IdentityFileRefused,
  reencodeIdentityImage,
  rewriteIdentityPdf,
  sniffIdentityFile,
} from './identity-files.js'

// Identity files were once judged by their first bytes and kept as they came: a JPEG header followed by a web
// page, or a PDF that runs a script when the owner opens it, were stored and handed to the owner.

async function refusal(promise: Promise<unknown>): Promise<IdentityFileRefused> {
  try {
    await promise
  } catch (error) {
    if (error instanceof IdentityFileRefused) return error
    throw error
  }
  throw new Error('the file was accepted')
}

describe('identity photos', () => {
  it('refuses a JPEG header followed by HTML as unreadable', async () => {
    expect(sniffIdentityFile(JPEG_HEADER_THEN_HTML)).toBe('image/jpeg')
    expect((await refusal(reencodeIdentityImage(JPEG_HEADER_THEN_HTML, 'image/jpeg'))).reason).toBe(
      'unreadable',
    )
  })

  it('keeps a real photo as a JPEG of the same size without its EXIF', async () => {
    const original = await jpegWithExif()
    expect((await sharp(original).metadata()).exif).toBeDefined()
    const stored = await reencodeIdentityImage(original, 'image/jpeg')
    const meta = await sharp(stored).metadata()
    expect(meta).toMatchObject({ format: 'jpeg', width: 64, height: 40 })
    expect(meta.exif).toBeUndefined()
    expect(stored.includes(Buffer.from('Secret Camera'))).toBe(false)
  })

  it('brings a huge photo down to the longest side it keeps, and keeps a PNG a PNG', async () => {
    const wide = await sharp({
      create: { width: IDENTITY_IMAGE_MAX_PX * 2, height: 100, channels: 3, background: '#fff' },
    })
      .png()
      .toBuffer()
    const meta = await sharp(await reencodeIdentityImage(wide, 'image/png')).metadata()
    expect(meta).toMatchObject({ format: 'png', width: IDENTITY_IMAGE_MAX_PX, height: 50 })
    expect((await sharp(await reencodeIdentityImage(await smallPng(), 'image/png')).metadata()).format).toBe(
      'png',
    )
  })
})

describe('identity PDFs', () => {
  it('keeps a plain PDF, rewritten, still a PDF with its page', async () => {
    const stored = await rewriteIdentityPdf(await plainPdf())
    expect(stored.subarray(0, 5).toString()).toBe('%PDF-')
    expect(sniffIdentityFile(stored)).toBe('application/pdf')
  })

  it('refuses a PDF whose /OpenAction runs JavaScript, though the bytes never spell it out', async () => {
    const bytes = await pdfWithOpenActionJavaScript()
    // Packed in a compressed object stream: a byte search would have let it through.
    expect(bytes.includes(Buffer.from('JavaScript'))).toBe(false)
    expect((await refusal(rewriteIdentityPdf(bytes))).reason).toBe('unsafe')
  })

  it('refuses a PDF with an attached file, a launch action, or a name spelled in #-escapes', async () => {
    expect((await refusal(rewriteIdentityPdf(await pdfWithEmbeddedFile()))).reason).toBe('unsafe')
    const launch = Buffer.from(
      (await plainPdf({ uncompressed: true }))
        .toString('latin1')
        .replace('/Type /Catalog', '/Type /Catalog /OpenAction << /S /Launch /F (cmd.exe) >>'),
      'latin1',
    )
    expect((await refusal(rewriteIdentityPdf(launch))).reason).toBe('unsafe')
    const escaped = Buffer.from(
      (await plainPdf({ uncompressed: true }))
        .toString('latin1')
        .replace('/Type /Catalog', '/Type /Catalog /AA << /O << /S /J#61vaScript /J#53 (x) >> >>'),
      'latin1',
    )
    expect((await refusal(rewriteIdentityPdf(escaped))).reason).toBe('unsafe')
  })

  it('refuses what is not a parseable PDF', async () => {
    const broken = Buffer.from('%PDF-1.7\n<html>not really</html>\n')
    expect((await refusal(rewriteIdentityPdf(broken))).reason).toBe('unreadable')
  })
})
