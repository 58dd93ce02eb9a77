import { MESSAGES } from '@app/shared/messages/messages';
import { lazy, Suspense, useState, type ComponentType } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useTranslateMessage } from '../../../../lib/i18n/translate-message';
import { Button } from '../../../../ui/button';
import { TextField } from '../../../../ui/field';
import { useWizard } from '../../wizard-context';
import type { PinMapProps } from './pin-map';
import { coordinateTexts, filterCoordinate, parseCoordinate, type TCoordinateTexts, type TLatLng } from './coordinates';

// If the map's code cannot load, the coordinates are enough: show nothing in its place.
const PinMap = lazy(async (): Promise<{ default: ComponentType<PinMapProps> }> =>
  import('./pin-map').catch(() => ({ default: () => null })),
);

/**
 * The map pin as latitude and longitude, always typeable (no geocoder here), plus an optional map
 * that sets the pin where it is clicked. The pin changes only when both numbers are valid, or
 * goes when both are emptied.
 */
export function PinPicker() {
  const { t } = useTranslation('listingWizard');
  const translate = useTranslateMessage();
  const { errorFor } = useWizard();
  const {
    field: { ref, value, onChange },
  } = useController({ name: 'location' });
  const pin = value as TLatLng | null | undefined;
  const [texts, setTexts] = useState(() => coordinateTexts(pin));
  const [known, setKnown] = useState(pin);
  const [showMap, setShowMap] = useState(false);
  if (pin !== known) {
    setKnown(pin);
    setTexts(coordinateTexts(pin));
  }

  const apply = (next: TCoordinateTexts) => {
    setTexts(next);
    const lat = parseCoordinate(next.lat, 'lat');
    const lng = parseCoordinate(next.lng, 'lng');
    const placed = next.lat === '' && next.lng === '' ? null : lat !== undefined && lng !== undefined ? { lat, lng } : undefined;
    if (placed === undefined) return;
    setKnown(placed);
    onChange(placed);
  };
  const invalid = (which: 'lat' | 'lng') =>
    texts[which] !== '' && parseCoordinate(texts[which], which) === undefined ? translate(MESSAGES.invalidInput) : undefined;
  const missing = errorFor('location');

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="text-sm font-medium text-ink">{t('location.pin')}</legend>
      <p className="text-xs text-muted">{t('location.pinHint')}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          ref={ref}
          label={t('location.latitude')}
          inputMode="decimal"
          value={texts.lat}
          error={invalid('lat') ?? (texts.lat === '' ? missing : undefined)}
          onChange={(event) => apply({ ...texts, lat: filterCoordinate(event.target.value) })}
        />
        <TextField
          label={t('location.longitude')}
          inputMode="decimal"
          value={texts.lng}
          error={invalid('lng') ?? (texts.lng === '' ? missing : undefined)}
          onChange={(event) => apply({ ...texts, lng: filterCoordinate(event.target.value) })}
        />
      </div>
      {showMap ? (
        <Suspense fallback={<p className="text-sm text-muted">{t('location.mapLoading')}</p>}>
          <PinMap pin={pin ?? null} onPick={(picked) => apply(coordinateTexts(picked))} />
        </Suspense>
      ) : (
        <div>
          <Button variant="outline" onClick={() => setShowMap(true)}>
            {t('location.showMap')}
          </Button>
        </div>
      )}
    </fieldset>
  );
}
