import { createRequire } from 'node:module'
import {
  formatAed,
  formatBtc,
  uaeDayOf,
  type TaxDocumentLine,
  type TaxDocumentSnapshot,
} from '@shop/contract'
import PDFDocument from 'pdfkit'
import { bilingualLabels, type PdfLabels } from './pdf-labels.js'
import { drawLine, isolateArabicField, isolateField, wrapLines } from './pdf-text.js'

// A tax invoice or credit note as PDF, printed from its stored snapshot only (docs/architecture.md#tax-invoices):
// the same snapshot prints the same document, whenever and however often it is asked for. English and Arabic
// stand side by side: English on the left reading right, Arabic on the right reading left.

const require = createRequire(import.meta.url)
// IBM Plex Sans Arabic (SIL Open Font License, embedding allowed): Arabic and Latin in one face.
const FONT_DIR = '@expo-google-fonts/ibm-plex-sans-arabic'
const REGULAR = require.resolve(`${FONT_DIR}/400Regular/IBMPlexSansArabic_400Regular.ttf`)
const BOLD = require.resolve(`${FONT_DIR}/700Bold/IBMPlexSansArabic_700Bold.ttf`)

const PAGE = { width: 595.28, height: 841.89, margin: 40 }
const LEFT = PAGE.margin
const RIGHT = PAGE.width - PAGE.margin
const WIDTH = RIGHT - LEFT
const GREY = '#555555'
const RULE = '#bbbbbb'

type Doc = PDFKit.PDFDocument

function font(doc: Doc, weight: 'regular' | 'bold', size: number, colour = '#000000'): Doc {
  return doc.font(weight).fontSize(size).fillColor(colour)
}

/**
 * A line of a typed value with each comma-separated part (a name, each part of an address) isolated, so one
 * part's direction cannot carry into the next or move the comma.
 */
const isolateParts = (line: string): string => line.split(', ').map(isolateField).join(', ')

/** A row of the facts block: English label, value, Arabic label; answers the row's height. */
function factRow(doc: Doc, y: number, en: string, value: string, ar: string): number {
  font(doc, 'regular', 8.5, GREY)
  drawLine(doc, en, y, { x: LEFT, width: 140, align: 'left' })
  drawLine(doc, ar, y, { x: RIGHT - 150, width: 150, align: 'right' })
  font(doc, 'regular', 9.5)
  const lines = wrapLines(doc, value, 215)
  lines.forEach((line, index) =>
    drawLine(doc, isolateParts(line), y + index * 12, { x: LEFT + 145, width: 215, align: 'left' }),
  )
  return Math.max(1, lines.length) * 12 + 3
}

const COLUMNS = {
  description: { x: LEFT, width: 205 },
  quantity: { x: LEFT + 205, width: 40 },
  unit: { x: LEFT + 245, width: 70 },
  rate: { x: LEFT + 315, width: 65 },
  vat: { x: LEFT + 380, width: 60 },
  total: { x: LEFT + 440, width: WIDTH - 440 },
}

function tableHeader(doc: Doc, y: number, en: PdfLabels, ar: PdfLabels): number {
  doc.rect(LEFT, y - 4, WIDTH, 30).fill('#f2f2f2')
  const cells: [keyof typeof COLUMNS, keyof PdfLabels][] = [
    ['description', 'description'],
    ['quantity', 'quantity'],
    ['unit', 'unitPrice'],
    ['rate', 'vatRate'],
    ['vat', 'vatAmount'],
    ['total', 'lineTotal'],
  ]
  for (const [column, label] of cells) {
    const { x, width } = COLUMNS[column]
    const align = column === 'description' ? 'left' : 'right'
    font(doc, 'bold', 8)
    drawLine(doc, en[label], y, { x: x + 2, width: width - 4, align })
    font(doc, 'bold', 8)
    drawLine(doc, ar[label], y + 12, { x: x + 2, width: width - 4, align: 'right' })
  }
  return 32
}

function lineTexts(line: TaxDocumentLine, en: PdfLabels, ar: PdfLabels): { en: string; ar: string | null } {
  if (line.kind === 'shipping') return { en: en.shipping, ar: ar.shipping }
  if (line.kind === 'serviceCharge') return { en: en.serviceCharge, ar: ar.serviceCharge }
  return { en: line.descriptionEn, ar: line.descriptionAr }
}

function tableRow(doc: Doc, y: number, line: TaxDocumentLine, en: PdfLabels, ar: PdfLabels): number {
  const texts = lineTexts(line, en, ar)
  const { description } = COLUMNS
  font(doc, 'regular', 9)
  const enLines = wrapLines(doc, texts.en, description.width - 6)
  enLines.forEach((text, index) =>
    drawLine(doc, isolateField(text), y + index * 11, {
      x: description.x + 2,
      width: description.width - 6,
      align: 'left',
    }),
  )
  let height = enLines.length * 11
  if (texts.ar) {
    const arLines = wrapLines(doc, texts.ar, description.width - 6)
    arLines.forEach((text, index) =>
      drawLine(doc, isolateArabicField(text), y + height + index * 11, {
        x: description.x + 2,
        width: description.width - 6,
        align: 'right',
      }),
    )
    height += arLines.length * 11
  }
  const number = (column: keyof typeof COLUMNS, text: string) => {
    const { x, width } = COLUMNS[column]
    drawLine(doc, text, y, { x: x + 2, width: width - 4, align: 'right', direction: 'ltr' })
  }
  number('quantity', String(line.quantity))
  number('unit', formatAed(line.unitFils))
  number('vat', formatAed(line.vatFils))
  number('total', formatAed(line.grossFils))
  const rate = COLUMNS.rate
  if (line.vatTreatment === 'standard') number('rate', `${line.vatPercent}%`)
  else {
    const [rateEn, rateAr] =
      line.vatTreatment === 'zeroRated' ? [en.zeroRated, ar.zeroRated] : [en.notCharged, ar.notCharged]
    font(doc, 'regular', 7.5)
    drawLine(doc, rateEn, y, { x: rate.x + 2, width: rate.width - 4, align: 'right' })
    drawLine(doc, rateAr, y + 10, { x: rate.x + 2, width: rate.width - 4, align: 'right' })
    height = Math.max(height, 21)
  }
  doc
    .moveTo(LEFT, y + height + 3)
    .lineTo(RIGHT, y + height + 3)
    .lineWidth(0.5)
    .strokeColor(RULE)
    .stroke()
  return height + 8
}

/** Renders `snapshot` as a PDF; the same snapshot always gives the same bytes. */
export async function renderTaxDocumentPdf(snapshot: TaxDocumentSnapshot): Promise<Buffer> {
  const { en, ar } = await bilingualLabels()
  const issuedAt = new Date(snapshot.issuedAt)
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    // Fixed from the snapshot, so the file's ID and dates, and so its bytes, never change between prints.
    info: {
      Title: `${snapshot.kind === 'invoice' ? en.title : en.creditNoteTitle} ${snapshot.number}`,
      Author: snapshot.supplier.legalName,
      CreationDate: issuedAt,
      ModDate: issuedAt,
    },
    lang: 'en',
  })
  doc.registerFont('regular', REGULAR)
  doc.registerFont('bold', BOLD)
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })

  const invoice = snapshot.kind === 'invoice'
  // The title in both languages, English at the left, Arabic at the right.
  let y = PAGE.margin
  font(doc, 'bold', 20)
  drawLine(doc, invoice ? en.title : en.creditNoteTitle, y, { x: LEFT, width: WIDTH / 2, align: 'left' })
  drawLine(doc, invoice ? ar.title : ar.creditNoteTitle, y, {
    x: LEFT + WIDTH / 2,
    width: WIDTH / 2,
    align: 'right',
  })
  y += 30
  font(doc, 'bold', 11)
  drawLine(doc, snapshot.number, y, { x: LEFT, width: WIDTH, align: 'center', direction: 'ltr' })
  y += 22
  doc.moveTo(LEFT, y).lineTo(RIGHT, y).lineWidth(1).strokeColor('#000000').stroke()
  y += 10

  const trn = snapshot.supplier.trn ?? `${en.notRegistered} / ${ar.notRegistered}`
  const facts: [keyof PdfLabels, string][] = [
    ['supplier', snapshot.supplier.legalName],
    ['supplierAddress', snapshot.supplier.address],
    ['trn', trn],
    ['buyer', snapshot.buyer.name],
    ['buyerAddress', snapshot.buyer.address],
    [invoice ? 'invoiceNumber' : 'creditNoteNumber', snapshot.number],
    ...(snapshot.refersTo ? [['refersTo', snapshot.refersTo] as [keyof PdfLabels, string]] : []),
    ['dateOfIssue', uaeDayOf(issuedAt)],
    ['dateOfSupply', snapshot.supplyDate],
    ['order', snapshot.orderUniqueId],
  ]
  for (const [label, value] of facts) y += factRow(doc, y, en[label], value, ar[label])
  y += 8
  font(doc, 'regular', 8, GREY)
  drawLine(doc, en.amountsIn, y, { x: LEFT, width: WIDTH / 2, align: 'left' })
  drawLine(doc, ar.amountsIn, y, { x: LEFT + WIDTH / 2, width: WIDTH / 2, align: 'right' })
  y += 14

  y += tableHeader(doc, y, en, ar)
  for (const line of snapshot.lines) {
    if (y > PAGE.height - 200) {
      doc.addPage()
      y = PAGE.margin
      y += tableHeader(doc, y, en, ar)
    }
    y += tableRow(doc, y, line, en, ar)
  }

  // Totals: English label, amount, Arabic label.
  y += 6
  const totals: [keyof PdfLabels, number][] = [
    ['totalNet', snapshot.totals.netFils],
    ['totalVat', snapshot.totals.vatFils],
    ['totalGross', snapshot.totals.grossFils],
  ]
  for (const [label, fils] of totals) {
    const strong = label === 'totalGross'
    font(doc, strong ? 'bold' : 'regular', strong ? 10.5 : 9.5)
    drawLine(doc, en[label], y, { x: LEFT, width: 190, align: 'left' })
    drawLine(doc, formatAed(fils), y, { x: LEFT + 190, width: 100, align: 'right', direction: 'ltr' })
    drawLine(doc, ar[label], y, { x: LEFT + 300, width: WIDTH - 300, align: 'right' })
    y += strong ? 18 : 15
  }

  // What was paid: the bitcoin counted on the order and the rate locked when it was placed.
  y += 8
  font(doc, 'regular', 9)
  const paid = `${formatBtc(BigInt(snapshot.payment.paidSats))} BTC`
  const rate = `1 BTC = ${formatAed(Number(snapshot.payment.rateFilsPerBtc))} AED`
  for (const [label, value] of [
    ['paidBtc', paid],
    ['lockedRate', rate],
  ] as [keyof PdfLabels, string][]) {
    font(doc, 'regular', 9, GREY)
    drawLine(doc, en[label], y, { x: LEFT, width: 190, align: 'left' })
    drawLine(doc, ar[label], y, { x: LEFT + 300, width: WIDTH - 300, align: 'right' })
    font(doc, 'regular', 9)
    drawLine(doc, value, y, { x: LEFT + 140, width: 150, align: 'right', direction: 'ltr' })
    y += 14
  }
  if (!invoice) {
    y += 8
    font(doc, 'regular', 9)
    drawLine(doc, en.creditNoteNote, y, { x: LEFT, width: WIDTH, align: 'left' })
    drawLine(doc, ar.creditNoteNote, y + 14, { x: LEFT, width: WIDTH, align: 'right' })
  }
  doc.end()
  return done
}
