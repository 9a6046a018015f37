import { formatPhone, type Address } from '@shop/contract'
import { MessageCircle, Phone, TriangleAlert } from 'lucide-react'
import { useTranslation } from '../../../lib/i18n'

/** Apartment and building, or the building alone (a villa has no apartment), as a card's first line says it. */
export function addressPlace(
  t: ReturnType<typeof useTranslation>['t'],
  address: Pick<Address, 'apartmentNumber' | 'buildingNumber'>,
): string {
  return address.apartmentNumber
    ? t('address:summary.apartmentBuilding', {
        apartment: address.apartmentNumber,
        building: address.buildingNumber,
      })
    : t('address:summary.buildingOnly', { building: address.buildingNumber })
}

/** The lines of an address as a shopper reads them on a card; numbers formatted, left to right in Arabic too. */
export function AddressSummary({ address }: { address: Address }) {
  const { t, i18n } = useTranslation(['address'])
  const place = [address.area, address.emirate ? t(`address:emirate.${address.emirate}`) : null]
    .filter(Boolean)
    .join(i18n.language === 'ar' ? '، ' : ', ')
  return (
    <div className="space-y-1 text-sm text-ink-700">
      <p className="font-semibold text-ink-900">{addressPlace(t, address)}</p>
      {place && <p className="break-words">{place}</p>}
      <p className="break-words">{address.location}</p>
      {address.additionalAddress && <p className="break-words text-ink-600">{address.additionalAddress}</p>}
      {address.makani && (
        <p className="text-ink-600">{t('address:summary.makani', { makani: address.makani })}</p>
      )}
      <p className="flex items-center gap-1.5 pt-1">
        <Phone aria-hidden="true" className="size-3.5 text-ink-400" />
        <span className="sr-only">{t('address:summary.phone')}</span>
        <bdi dir="ltr">{formatPhone(address.phoneNumber)}</bdi>
      </p>
      <p className="flex items-center gap-1.5">
        <MessageCircle aria-hidden="true" className="size-3.5 text-ink-400" />
        <span className="sr-only">{t('address:summary.whatsapp')}</span>
        <bdi dir="ltr">{formatPhone(address.whatsappNumber)}</bdi>
      </p>
      {address.needsUpdate && (
        <p className="mt-2 flex items-start gap-1.5 rounded-lg bg-amber-50 px-2.5 py-1.5 text-amber-900">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
          <span>
            <strong className="font-semibold">{t('address:summary.needsUpdate')}.</strong>{' '}
            {t('address:summary.needsUpdateHint')}
          </span>
        </p>
      )}
    </div>
  )
}
