/** docs/architecture.md#identity-checks-for-large-orders: the buyer's documents and the owner's review. */
export const IDENTITY_PATHS = {
  get: '/order/identity-check/:orderUniqueId',
  upload: '/order/upload-identity/:orderUniqueId',
  ownerList: '/owner/identity-checks',
  ownerGet: '/owner/identity-check/:orderUniqueId',
  ownerDocument: '/owner/identity-document/:id',
  approve: '/owner/approve-identity/:orderUniqueId',
  reject: '/owner/reject-identity/:orderUniqueId',
} as const
