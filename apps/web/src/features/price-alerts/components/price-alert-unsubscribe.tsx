import { MESSAGES } from '@shop/contract'
import { BellOff } from 'lucide-react'
import { Button } from '../../../components/ui/button'
import { ButtonLink } from '../../../components/ui/button-link'
import { PageNotice } from '../../../components/ui/status-message'
import { clientErrorMessage } from '../../../lib/client-error-message'
import { useTranslation } from '../../../lib/i18n'
import { alertText } from '../alert-text'
import { useUnsubscribePriceAlert } from '../api'

const MANAGE_HREF = '/profile?tab=price-alerts'

/**
 * The page a price alert's mailed "stop" link opens (docs/decisions/258): no sign-in, the token is the proof.
 * It stops the alert only when the person presses the button: mail scanners open links, and opening one must
 * not switch an alert off.
 */
export function PriceAlertUnsubscribe({ token }: { token: string }) {
  const { t } = useTranslation(['account'])
  const stop = useUnsubscribePriceAlert()
  const icon = <BellOff aria-hidden="true" className="size-8" strokeWidth={1.5} />
  const manage = (
    <ButtonLink to={MANAGE_HREF} variant="secondary">
      {t('account:priceAlerts.unsubscribe.manage')}
    </ButtonLink>
  )

  if (!token) {
    return (
      <PageNotice icon={icon} title={t('account:priceAlerts.unsubscribe.title')} actions={manage}>
        {t('account:priceAlerts.unsubscribe.missing')}
      </PageNotice>
    )
  }
  if (stop.isSuccess) {
    return (
      <PageNotice icon={icon} title={t('account:priceAlerts.unsubscribe.title')} actions={manage}>
        {t('account:priceAlerts.unsubscribe.done', { what: alertText(t, stop.data) })}
      </PageNotice>
    )
  }
  if (stop.isError) {
    return (
      <PageNotice
        icon={icon}
        title={t('account:priceAlerts.unsubscribe.title')}
        actions={manage}
        role="alert"
      >
        {clientErrorMessage(stop.error, MESSAGES.priceAlertLinkInvalid)}
      </PageNotice>
    )
  }
  return (
    <PageNotice
      icon={icon}
      title={t('account:priceAlerts.unsubscribe.title')}
      actions={
        <Button onClick={() => stop.mutate(token)} disabled={stop.isPending}>
          {t('account:priceAlerts.unsubscribe.confirm')}
        </Button>
      }
    >
      {t('account:priceAlerts.unsubscribe.intro')}
    </PageNotice>
  )
}
