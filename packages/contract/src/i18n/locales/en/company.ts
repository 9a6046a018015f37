/** The company that sells: the Contact page's items, the Terms' seller rows, the receipt's "Sold by". */
export default {
  phone: 'Phone',
  email: 'Email',
  address: 'Address',
  legalName: 'Legal name',
  tradeLicence: 'Trade licence',
  trn: 'VAT registration (TRN)',
  seller: 'Seller',
  // <name> is the legal name, in bold.
  soldBy: 'Sold by <name>{{legalName}}</name>',
  soldByTrn: ', TRN {{trn}}',
  soldByLicence: ', trade licence {{licence}}',
} as const
