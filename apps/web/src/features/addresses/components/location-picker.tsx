import 'leaflet/dist/leaflet.css'
import { MAP_DEFAULT_CENTER, MAP_DEFAULT_ZOOM, MAP_TILE_URL_DEFAULT, MESSAGES } from '@shop/contract'
import { divIcon, type LatLngLiteral } from 'leaflet'
import { Crosshair, LocateFixed } from 'lucide-react'
import { useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from '../../../lib/i18n'
import { MapContainer, Marker, TileLayer, useMap, useMapEvents } from 'react-leaflet'
import { Button } from '../../../components/ui/button'
import { Modal } from '../../../components/ui/modal'
import { FormAlert } from '../../../components/ui/text-field'
import { clientErrorMessage } from '../../../lib/client-error-message'
import { translateMessage } from '../../../lib/translate-message'
import { reverseGeocode } from '../api'

/**
 * docs/architecture.md: the tile server is configurable; OpenStreetMap's standard tiles by default. The API's
 * Content-Security-Policy allows images from MAP_TILE_URL's host: set both to the same template.
 */
const TILE_URL: string = import.meta.env.VITE_TILE_URL || MAP_TILE_URL_DEFAULT
const TILE_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors'

// Leaflet's default marker points at image files that bundlers rename: an inline SVG pin never breaks.
const PIN_ICON = divIcon({
  className: '',
  html: '<svg xmlns="http://www.w3.org/2000/svg" width="32" height="42" viewBox="0 0 32 42" aria-hidden="true"><path d="M16 0C7.2 0 0 7.1 0 15.9 0 27.8 16 42 16 42s16-14.2 16-26.1C32 7.1 24.8 0 16 0z" fill="#b08733"/><circle cx="16" cy="16" r="6.5" fill="#fcfaf5"/></svg>',
  iconSize: [32, 42],
  iconAnchor: [16, 42],
})

/** A point as text when no address could be found for it (the shopper can still edit it in the form). */
function coordinatesText(point: LatLngLiteral): string {
  return `${point.lat.toFixed(6)}, ${point.lng.toFixed(6)}`
}

type Lookup =
  | { state: 'idle' }
  | { state: 'loading' }
  | { state: 'found'; location: string }
  | { state: 'failed'; message: string }

/**
 * docs/product.md#for-shoppers location picker: a map centred on Dubai at zoom 12; a click drops a pin and the API turns it
 * into a text address; Locate Me uses the device's position; Confirm Location hands the text to the form.
 */
export function LocationPicker({
  open,
  onOpenChange,
  onConfirm,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  onConfirm: (location: string) => void
}) {
  const { t } = useTranslation(['address'])
  const [pin, setPin] = useState<LatLngLiteral | null>(null)
  const [lookup, setLookup] = useState<Lookup>({ state: 'idle' })
  const [error, setError] = useState<string | null>(null)
  const [isLocating, setIsLocating] = useState(false)
  const lookupAbort = useRef<AbortController | null>(null)
  const mapHelpId = useId()

  useEffect(() => () => lookupAbort.current?.abort(), [])

  async function dropPin(point: LatLngLiteral) {
    setPin(point)
    setError(null)
    setLookup({ state: 'loading' })
    lookupAbort.current?.abort()
    const controller = new AbortController()
    lookupAbort.current = controller
    try {
      const location = await reverseGeocode(point, controller.signal)
      if (!controller.signal.aborted) setLookup({ state: 'found', location })
    } catch (lookupError) {
      if (controller.signal.aborted) return
      setLookup({
        state: 'failed',
        message: clientErrorMessage(lookupError, translateMessage(MESSAGES.geocoderUnavailable)),
      })
    }
  }

  function locateMe() {
    setError(null)
    if (!('geolocation' in navigator)) {
      setError(MESSAGES.geolocationUnsupported)
      return
    }
    setIsLocating(true)
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setIsLocating(false)
        void dropPin({ lat: position.coords.latitude, lng: position.coords.longitude })
      },
      () => {
        setIsLocating(false)
        setError(MESSAGES.locationUnavailable)
      },
      { enableHighAccuracy: true, timeout: 10_000 },
    )
  }

  function confirm() {
    if (!pin) {
      setError(MESSAGES.selectLocationFirst)
      return
    }
    onConfirm(lookup.state === 'found' ? lookup.location : coordinatesText(pin))
  }

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t('address:map.title')}
      description={t('address:map.description')}
      width="wide"
    >
      <div className="space-y-4">
        <div
          data-testid="location-map"
          // Phones: a shorter map, so the three buttons below still fit without scrolling the dialog.
          className="relative h-[min(40dvh,420px)] overflow-hidden rounded-2xl border border-line bg-cream-100 sm:h-[min(55dvh,420px)]"
        >
          <MapContainer
            center={MAP_DEFAULT_CENTER}
            zoom={MAP_DEFAULT_ZOOM}
            // The wrapper clips overflow: draw the focus ring inside the map (over leaflet.css's unlayered 1px).
            className="peer size-full focus-visible:-outline-offset-4!"
          >
            <TileLayer url={TILE_URL} attribution={TILE_ATTRIBUTION} />
            <MapEvents onPick={(point) => void dropPin(point)} flyTo={pin} />
            <MapAccessibleName helpId={mapHelpId} />
            {pin && <Marker position={pin} icon={PIN_ICON} />}
          </MapContainer>
          {/* Where Enter drops the pin, shown while the map has keyboard focus; above Leaflet's panes (z 400). */}
          <div
            aria-hidden="true"
            className="pointer-events-none absolute inset-0 z-[450] hidden flex-col items-center justify-center peer-focus-visible:flex"
          >
            <Crosshair className="size-8 text-ink-900 drop-shadow-[0_0_2px_white]" />
            <span className="absolute top-3 rounded-full bg-ink-900/85 px-3 py-1 text-xs font-medium text-cream-50">
              {t('address:map.enterDropsPin')}
            </span>
          </div>
          <p id={mapHelpId} className="sr-only">
            {t('address:map.keyboardHelp')}
          </p>
        </div>
        <div aria-live="polite" className="min-h-6 text-sm text-ink-700">
          {lookup.state === 'loading' && t('address:map.lookingUp')}
          {lookup.state === 'found' && (
            <>
              <span className="font-medium text-ink-900">{t('address:map.selected')}</span>
              {lookup.location}
            </>
          )}
          {lookup.state === 'failed' && pin && (
            <>
              {lookup.message}{' '}
              <bdi dir="ltr" className="text-ink-500">
                ({coordinatesText(pin)})
              </bdi>
            </>
          )}
          {lookup.state === 'idle' && t('address:map.nothingSelected')}
        </div>
        {error && <FormAlert>{translateMessage(error)}</FormAlert>}
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <Button variant="secondary" onClick={locateMe} disabled={isLocating}>
            <LocateFixed aria-hidden="true" className="size-4" />
            {isLocating ? t('address:map.locating') : t('address:map.locateMe')}
          </Button>
          <div className="flex flex-col-reverse gap-3 sm:flex-row">
            <Button variant="secondary" onClick={() => onOpenChange(false)}>
              {t('address:map.cancel')}
            </Button>
            <Button onClick={confirm} disabled={lookup.state === 'loading'}>
              {t('address:map.confirm')}
            </Button>
          </div>
        </div>
      </div>
    </Modal>
  )
}

/**
 * Clicks drop the pin, and so do Enter and Space on the focused map, at its centre: the keyboard's way to
 * choose a point, after Leaflet's arrow keys moved the map. A located pin is brought into view; the map
 * measures itself once the dialog is shown.
 */
function MapEvents({
  onPick,
  flyTo,
}: {
  onPick: (point: LatLngLiteral) => void
  flyTo: LatLngLiteral | null
}) {
  const map = useMapEvents({
    click: (event) => onPick(event.latlng),
    keydown: ({ originalEvent: key }) => {
      // Only the map itself: Enter on its zoom buttons or attribution links keeps its own meaning.
      if (key.target !== map.getContainer() || (key.key !== 'Enter' && key.key !== ' ')) return
      if (key.repeat || key.altKey || key.ctrlKey || key.metaKey) return
      key.preventDefault() // Space would otherwise scroll the dialog.
      const { lat, lng } = map.getCenter()
      onPick({ lat, lng })
    },
  })
  useMapSizeFix()
  useEffect(() => {
    if (flyTo && !map.getBounds().contains(flyTo)) map.setView(flyTo, Math.max(map.getZoom(), 15))
  }, [flyTo, map])
  return null
}

/**
 * The map's container is what takes keyboard focus (Leaflet gives it tabindex 0), and react-leaflet does not
 * pass ARIA props on to it: name it here. `application` because it handles arrow keys itself, which screen
 * readers would otherwise keep for reading.
 */
function MapAccessibleName({ helpId }: { helpId: string }) {
  const { t } = useTranslation(['address'])
  const label = t('address:map.mapLabel')
  const map = useMap()
  useEffect(() => {
    const container = map.getContainer()
    container.setAttribute('role', 'application')
    container.setAttribute('aria-label', label)
    container.setAttribute('aria-describedby', helpId)
  }, [map, helpId, label])
  return null
}

/** Leaflet measures its box when created; inside an opening dialog that box is not laid out yet. */
function useMapSizeFix() {
  const map = useMap()
  useEffect(() => {
    const timer = setTimeout(() => map.invalidateSize(), 50)
    return () => clearTimeout(timer)
  }, [map])
}
