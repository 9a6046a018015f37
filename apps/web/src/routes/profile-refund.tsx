import { Breadcrumb } from '../components/ui/breadcrumb'
import { RequireUser } from '../features/auth/components/require-user'
import { RefundClaim } from '../features/refunds/components/refund-claim'
import { useTranslation } from '../lib/i18n'
import { useParams } from '../lib/router'
import { usePageTitle } from '../lib/use-page-title'

/** /profile/refunds/:refundId: the buyer claims a refund with an address of their own. */
export function Component() {
  const { refundId = '' } = useParams()
  const { t } = useTranslation(['refunds', 'orders'])
  usePageTitle(t('refunds:buyer.title', { id: refundId }))
  const id = Number(refundId)
  return (
    <RequireUser>
      {() => (
        <div className="page-container max-w-2xl py-8 sm:py-12">
          <Breadcrumb
            items={[
              { label: t('orders:page.home'), to: '/' },
              { label: t('orders:list.heading'), to: '/profile?tab=orders' },
              { label: t('refunds:buyer.title', { id: refundId }) },
            ]}
          />
          <div className="mt-5">
            {Number.isInteger(id) && id > 0 ? (
              <RefundClaim refundId={id} />
            ) : (
              <p>{t('refunds:buyer.notFound')}</p>
            )}
          </div>
        </div>
      )}
    </RequireUser>
  )
}
