import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SaveCurrentSearchEntry } from '../../../features/saved-searches/components/save-current-search-entry';
import { SavedSearchesDot } from '../../../features/saved-searches/components/saved-searches-dot';
import { useSession } from '../../../lib/session/session-store';
import { LanguageSwitcher } from '../language-switcher';
import { AuthButtons } from './auth-buttons';
import { ChevronIcon } from './chevron-icon';
import { ENTRY_CLASSES, NavEntryItems } from './nav-entry-link';
import { NAV_ITEMS } from './nav-items';
import { UnreadMessagesCount, useNewOffersLabel } from './new-offers-count';
import { ProfileItems } from './profile-items';
import { useDisclosure } from './use-disclosure';

const ROW = 'flex min-h-12 w-full items-center justify-between rounded-md px-3 text-base font-semibold text-ink hover:bg-primary-light';

/** Below md: a hamburger button that opens a full-width panel with every navbar entry. */
export function MobileNav({ className = '' }: { className?: string }) {
  const { t } = useTranslation('nav');
  const { open, close, containerProps, buttonProps, panelProps } = useDisclosure();
  const newOffers = useNewOffersLabel();
  return (
    <div className={className} {...containerProps}>
      <button
        {...buttonProps}
        aria-label={open ? t('mobile.close') : [t('mobile.open'), newOffers].filter(Boolean).join(', ')}
        className="relative flex h-11 w-11 items-center justify-center rounded-md text-ink hover:bg-surface"
      >
        {newOffers && !open && <span aria-hidden="true" className="absolute right-1.5 top-1.5 h-2.5 w-2.5 rounded-full bg-primary" />}
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="h-6 w-6"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        >
          {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
        </svg>
      </button>
      <div
        {...panelProps}
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-line bg-white px-4 pb-6 pt-2 shadow-lg"
      >
        {open && <MobilePanel close={close} />}
      </div>
    </div>
  );
}

/**
 * The panel's entries, drawn only while it is open: shut, it is hidden anyway, and on a phone
 * every page would otherwise draw (and take over) a second copy of the whole navigation.
 */
function MobilePanel({ close }: { close: () => void }) {
  const { t } = useTranslation('nav');
  const session = useSession();
  return (
    <>
      <nav aria-label={t('mainNav')}>
        <ul className="flex flex-col gap-1">
          {NAV_ITEMS.map((item) =>
            item.kind === 'menu' ? (
              <li key={item.id}>
                <Section title={t(item.labelKey)} badge={item.id === 'saved' ? <SavedSearchesDot /> : undefined}>
                  <NavEntryItems entries={item.entries} />
                  {item.id === 'saved' && <SaveCurrentSearchEntry className={ENTRY_CLASSES} />}
                </Section>
              </li>
            ) : (
              <li key={item.id}>
                <Link to={item.to} className={ROW}>
                  <span>
                    {t(item.labelKey)}
                    {item.id === 'messages' && <UnreadMessagesCount className="ml-2" />}
                  </span>
                </Link>
              </li>
            ),
          )}
          {session.signedIn && (
            <li>
              <Section title={t('profile.sectionTitle')}>
                <ProfileItems />
              </Section>
            </li>
          )}
        </ul>
      </nav>
      <div className="mt-4 flex flex-col gap-4 border-t border-line pt-4">
        {session.status === 'visitor' && <AuthButtons onChoose={close} className="[&>button]:flex-1" />}
        <LanguageSwitcher />
      </div>
    </>
  );
}

/** A collapsible group of links; native <details> gives keyboard and screen-reader support. */
function Section({ title, badge, children }: { title: string; badge?: ReactNode; children: ReactNode }) {
  return (
    <details className="group">
      <summary className={`${ROW} cursor-pointer list-none [&::-webkit-details-marker]:hidden`}>
        <span className="flex items-center gap-2">
          {title}
          {badge}
        </span>
        <span className="group-open:rotate-180">
          <ChevronIcon open={false} />
        </span>
      </summary>
      <ul className="flex flex-col pb-2 pl-3">{children}</ul>
    </details>
  );
}
