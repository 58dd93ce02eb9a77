import { UI } from '@app/shared/constants/ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { STATE_LINKS } from './footer-links';
import { FOOTER_TOGGLE, LinkColumn } from './link-column';

/** The states list: five at first, five more per "More states" click (spec, chrome visibility). */
export function StatesColumn() {
  const { t } = useTranslation('footer');
  const listId = useId();
  const [shown, setShown] = useState<number>(UI.footerStatesStep);
  const remaining = STATE_LINKS.length - shown;
  const more =
    remaining > 0 ? (
      <button
        type="button"
        aria-controls={listId}
        className={FOOTER_TOGGLE}
        onClick={() => setShown((count) => count + UI.footerStatesStep)}
      >
        {t('states.more')}
      </button>
    ) : null;
  return <LinkColumn title={t('states.title')} links={STATE_LINKS.slice(0, shown)} listId={listId} after={more} />;
}
