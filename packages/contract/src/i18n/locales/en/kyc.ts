/** Identity checks for large orders: the buyer's upload step and the owner's review (docs/architecture.md#identity-checks-for-large-orders). */
export default {
  aed: '{{amount}} AED',
  step: {
    title: 'Verify your identity',
    intro:
      'Your order {{orderId}} of {{total}} is reserved for you. For an order of this size the law asks us to check the buyer’s identity before taking payment.',
    deadline:
      'Please send your document before {{deadline}}. After that the order is closed and its items are released.',
    stockHeld:
      'Your items are reserved for you until {{until}}: send your document before then to keep them.',
    stockReleased:
      'Your items are no longer reserved: no document arrived within the hour. You can still send it. Once your identity is approved, the order is priced at that day’s price and its items are reserved again if they are still in stock.',
    privacy: 'Only the shop’s owner sees your document. It is never shown publicly.',
    kindLabel: 'Document',
    kind: {
      emiratesId: 'Emirates ID (both sides)',
      passport: 'Passport (photo page)',
    },
    file: {
      emiratesId: { front: 'Front of the Emirates ID', back: 'Back of the Emirates ID' },
      passport: { front: 'Photo page of the passport' },
    },
    fileHint: 'A photo (JPEG or PNG) or a PDF, at most {{size}} MB.',
    submit: 'Send document',
    uploading: 'Uploading… {{percent}}%',
    progressLabel: 'Upload progress',
    sentTitle: 'Document received',
    sentBody:
      'Thank you. The shop will check it and email you. Once it is approved, this page shows the payment.',
    sentList: 'Documents sent',
    sendAnother: 'Send another document',
    loading: 'Loading the identity check',
  },
  errors: {
    fileType: 'This file is not a JPEG, PNG or PDF. Please choose a photo or a PDF of the document.',
    unreadable:
      'This file could not be read as a photo or a PDF. Please send a clear photo (JPEG or PNG) or a PDF scan.',
    unsafe:
      'This PDF contains scripts, actions or attached files. Please send a plain scan or a photo of the document.',
    tooLarge: 'This file is too large. Each file can be at most {{size}} MB.',
    missing: 'Please choose a file for each side asked.',
    notAwaiting: 'This order no longer needs a document.',
    generic: 'The document could not be sent. Please try again.',
  },
  owner: {
    listTitle: 'Identity checks',
    listIntro:
      'Large orders wait here, with their stock reserved, until you approve or reject the buyer’s identity.',
    listEmpty: 'No order is waiting for an identity check.',
    column: {
      order: 'Order',
      buyer: 'Buyer',
      total: 'Total',
      documents: 'Files',
      deadline: 'Closes on its own',
    },
    panelTitle: 'Identity check',
    noDocuments: 'The buyer has not sent a document yet.',
    documents: 'Documents',
    download: 'Download',
    kind: {
      emiratesId: 'Emirates ID',
      passport: 'Passport',
    },
    side: {
      front: 'front',
      back: 'back',
    },
    verifiedOn: 'Identity verified on {{date}} with a {{kind}}.',
    verifiedAs: 'Identity verified on {{date}} with a {{kind}} in the name of {{name}}.',
    approveIntro:
      'Type what the document shows. Invoices carry this name, and renaming the account voids the approval.',
    nameLabel: 'Full name as on the document',
    documentNumberLabel: 'Document number',
    dateOfBirthLabel: 'Date of birth',
    factsRequired: 'Fill in each field as the document shows it.',
    confirmApprove: 'Approve and start the time to pay',
    notVerified: 'This account’s identity has not been verified.',
    deadline: 'Closes on its own on {{deadline}} if nobody decides.',
    stockHeld: 'Stock reserved for this order until {{until}}.',
    stockReleased:
      'Stock released: no document came within the hold. Approving prices the order at today’s price and takes its stock again.',
    approve: 'Approve identity',
    reject: 'Reject',
    reasonLabel: 'Reason (sent to the buyer)',
    reasonRequired: 'Say why the documents are refused.',
    confirmReject: 'Reject and cancel the order',
    cancel: 'Keep reviewing',
    approved: 'Identity approved: the order now waits for payment.',
    rejected: 'Documents rejected: the order is cancelled and its stock released.',
    failed: 'The decision could not be saved. Please try again.',
  },
} as const
