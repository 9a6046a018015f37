/** Addition (docs/architecture.md#returns): returns after delivery, asked for by the buyer, handled by the owner. */
export const RETURN_PATHS = {
  buyerList: '/user/returns',
  buyerReturnable: '/user/returns/returnable/:orderId',
  buyerUploadPhoto: '/user/returns/photos',
  buyerPhoto: '/user/returns/photos/:photoId',
  ownerList: '/owner/returns',
  ownerPhoto: '/owner/returns/photos/:photoId',
  ownerDecide: '/owner/returns/:returnId/decide',
  ownerReceive: '/owner/returns/:returnId/receive',
} as const
