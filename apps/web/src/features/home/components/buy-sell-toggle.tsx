import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export type HeroMode = 'buy' | 'sell';
const MODES: HeroMode[] = ['buy', 'sell'];

/** Buy or Sell as a radio group: native radios bring arrow keys and screen-reader support for free. */
export function BuySellToggle({ mode, onChange }: { mode: HeroMode; onChange(mode: HeroMode): void }) {
  const { t } = useTranslation('home');
  const name = useId();
  return (
    <fieldset>
      <legend className="sr-only">{t('hero.modeLegend')}</legend>
      <div className="inline-flex rounded-full bg-surface p-1">
        {MODES.map((value) => (
          <label
            key={value}
            className="flex min-h-11 min-w-24 cursor-pointer items-center justify-center rounded-full px-5 text-sm font-semibold text-ink transition-colors has-[:checked]:bg-primary has-[:checked]:text-white has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-secondary-dark"
          >
            <input type="radio" name={name} value={value} checked={mode === value} onChange={() => onChange(value)} className="sr-only" />
            {t(`hero.modes.${value}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
