import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { LocationCombobox } from '../../../ui/location-combobox';
import { resultsUrl } from '../../../lib/navigation/search-url';
import { Button } from '../../../ui/button';
import { TextField } from '../../../ui/field';
import type { HeroMode } from './buy-sell-toggle';

/**
 * The hero's location box. Buy searches Results (an empty box searches everything), suggesting
 * places as one types; picking one searches it at once. Sell opens the listing wizard, whose guard
 * asks visitors to log in and unverified people to verify.
 */
export function LocationForm({ mode }: { mode: HeroMode }) {
  const { t } = useTranslation('home');
  const navigate = useNavigate();
  const [location, setLocation] = useState('');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (mode === 'buy') void navigate(resultsUrl({ searchThis: location }));
    else void navigate('/dashboard/listings/new', { state: { location: location.trim() } });
  };

  return (
    <form role={mode === 'buy' ? 'search' : undefined} onSubmit={onSubmit} className="flex flex-col gap-3">
      <div className="flex flex-col gap-2 sm:flex-row">
        <div className="flex-1">
          {mode === 'buy' ? (
            <LocationCombobox
              label={t('hero.buy.label')}
              hideLabel
              enterKeyHint="search"
              value={location}
              onChange={setLocation}
              onPick={(text) => void navigate(resultsUrl({ searchThis: text }))}
              placeholder={t('hero.locationHint')}
              className="min-h-12"
            />
          ) : (
            <TextField
              label={t('hero.sell.label')}
              hideLabel
              type="text"
              autoComplete="off"
              enterKeyHint="go"
              value={location}
              onChange={(event) => setLocation(event.target.value)}
              placeholder={t('hero.locationHint')}
              className="min-h-12"
            />
          )}
        </div>
        <Button type="submit" className="min-h-12 sm:px-6">
          {t(`hero.${mode}.submit`)}
        </Button>
      </div>
      {mode === 'sell' && (
        <Link to="/information/seller" className="self-start text-sm font-semibold text-primary underline-offset-2 hover:underline">
          {t('hero.sell.howItWorks')}
        </Link>
      )}
    </form>
  );
}
