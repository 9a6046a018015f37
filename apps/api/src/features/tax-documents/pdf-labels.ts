import { ALL_TEXT_LOADERS, createI18n, type Language } from '@shop/contract/i18n'

// The printed words of a tax document in one language, from the `invoice` namespace (shared with the storefront).

export interface PdfLabels {
  title: string
  creditNoteTitle: string
  supplier: string
  supplierAddress: string
  trn: string
  buyer: string
  buyerAddress: string
  invoiceNumber: string
  creditNoteNumber: string
  refersTo: string
  dateOfIssue: string
  dateOfSupply: string
  order: string
  description: string
  quantity: string
  unitPrice: string
  vatRate: string
  vatAmount: string
  lineTotal: string
  zeroRated: string
  notCharged: string
  shipping: string
  serviceCharge: string
  totalNet: string
  totalVat: string
  totalGross: string
  amountsIn: string
  paidBtc: string
  lockedRate: string
  notRegistered: string
  creditNoteNote: string
}

async function labelsIn(language: Language): Promise<PdfLabels> {
  const i18n = await createI18n(language, { namespaces: ['invoice'], loaders: ALL_TEXT_LOADERS })
  const t = i18n.t
  return {
    title: t('invoice:pdf.title'),
    creditNoteTitle: t('invoice:pdf.creditNoteTitle'),
    supplier: t('invoice:pdf.supplier'),
    supplierAddress: t('invoice:pdf.supplierAddress'),
    trn: t('invoice:pdf.trn'),
    buyer: t('invoice:pdf.buyer'),
    buyerAddress: t('invoice:pdf.buyerAddress'),
    invoiceNumber: t('invoice:pdf.invoiceNumber'),
    creditNoteNumber: t('invoice:pdf.creditNoteNumber'),
    refersTo: t('invoice:pdf.refersTo'),
    dateOfIssue: t('invoice:pdf.dateOfIssue'),
    dateOfSupply: t('invoice:pdf.dateOfSupply'),
    order: t('invoice:pdf.order'),
    description: t('invoice:pdf.description'),
    quantity: t('invoice:pdf.quantity'),
    unitPrice: t('invoice:pdf.unitPrice'),
    vatRate: t('invoice:pdf.vatRate'),
    vatAmount: t('invoice:pdf.vatAmount'),
    lineTotal: t('invoice:pdf.lineTotal'),
    zeroRated: t('invoice:pdf.zeroRated'),
    notCharged: t('invoice:pdf.notCharged'),
    shipping: t('invoice:pdf.shipping'),
    serviceCharge: t('invoice:pdf.serviceCharge'),
    totalNet: t('invoice:pdf.totalNet'),
    totalVat: t('invoice:pdf.totalVat'),
    totalGross: t('invoice:pdf.totalGross'),
    amountsIn: t('invoice:pdf.amountsIn'),
    paidBtc: t('invoice:pdf.paidBtc'),
    lockedRate: t('invoice:pdf.lockedRate'),
    notRegistered: t('invoice:pdf.notRegistered'),
    creditNoteNote: t('invoice:pdf.creditNoteNote'),
  }
}

let loaded: Promise<{ en: PdfLabels; ar: PdfLabels }> | null = null

/** Both languages' words, loaded once per process (they change only with a release). */
export function bilingualLabels(): Promise<{ en: PdfLabels; ar: PdfLabels }> {
  loaded ??= Promise.all([labelsIn('en'), labelsIn('ar')]).then(([en, ar]) => ({ en, ar }))
  return loaded
}
