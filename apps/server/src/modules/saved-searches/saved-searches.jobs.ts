import { intlTag, type TLocale } from '@app/shared/constants/locale';
import { formatCurrency, formatUsd } from '@app/shared/domain/money';
import type { TListingCard } from '@app/shared/listings/listing-card.schema';
import { resultsPathOf } from '@app/shared/search/results-path';
import type { AppDeps } from '../../app-deps';
import type { DbOrTx } from '../../db/client';
import type { Job } from '../../platform/jobs/jobs';
import { enqueueMail } from '../../platform/mail/mail-queue';
import { resolveMailLocale } from '../../platform/mail/render-mail';
import type { MailListEntry } from '../../platform/mail/mail-template';
import { formatNewListings, SAVED_SEARCH_ALERT_LABELS, savedSearchAlerts } from './mail/saved-search-alerts.template';
import { mailLocaleOf } from '../accounts/index';
import { listPublicCardsByIds } from '../listings/index';
import { planSearch } from '../search/index';
import { findUnalertedMatchIds } from './saved-search-matches.repo';
import { findDueAlerts, markAlertChecked, pruneAlertedListings, recordAlertedListings, type SavedSearchRow } from './saved-searches.repo';
import { storedCriteria, toSavedSearchView } from './saved-searches.service';
import { unsubscribeToken } from './unsubscribe-token';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** The alert job's name (tests run it with deps.jobs.runNow). */
export const SAVED_SEARCH_ALERT_JOB = 'saved-search-alerts';
/** "Instant" alerts go out on every run. */
export const ALERT_EVERY_MS = 15 * MINUTE;
/**
 * Each check looks this far behind the previous one: a listing's publication time is stamped
 * before its transaction commits, so one committed just after a check still gets its alert.
 * The alerted-listings record keeps the overlap from mailing anything twice.
 */
export const ALERT_LOOKBACK_MS = 5 * MINUTE;
/**
 * How far a publication time may trail the search's creation and still count: the two are stamped
 * by different clocks (this process's and the database's), which may be a moment apart.
 */
const CLOCK_SKEW_MS = 1000;
/** Listings one search shows in a mail; the results link has the rest. */
export const MAX_LISTINGS_PER_SEARCH = 10;
/** Searches one run checks, oldest-checked first; the next run takes the rest. */
const MAX_SEARCHES_PER_RUN = 500;
/** Alerted-listing records are kept this long, far beyond the look-back of a daily check. */
const KEEP_ALERTED_MS = 14 * DAY;

type DueAlert = Awaited<ReturnType<typeof findDueAlerts>>[number];
type Owner = DueAlert['owner'];
type Section = { search: SavedSearchRow; cards: TListingCard[]; more: boolean };

/** The new, never-alerted matches of one saved search; records them and moves its watermark. */
async function checkSearch(tx: DbOrTx, search: SavedSearchRow, now: Date): Promise<Section | null> {
  const { criteria, intact } = storedCriteria(search);
  if (!intact) {
    await markAlertChecked(tx, search.id, now, false);
    return null;
  }
  const plan = planSearch(criteria, search.accountId, now);
  // Never before the search was saved (give or take the clocks' skew): what it matched then was on
  // the results page already.
  const since = new Date(Math.max(search.alertsCheckedAt.getTime() - ALERT_LOOKBACK_MS, search.createdAt.getTime() - CLOCK_SKEW_MS));
  const found = await findUnalertedMatchIds(tx, plan, search.id, since, now, MAX_LISTINGS_PER_SEARCH + 1);
  const recorded = await recordAlertedListings(
    tx,
    search.id,
    found.slice(0, MAX_LISTINGS_PER_SEARCH).map((row) => row.id),
    now,
  );
  await markAlertChecked(tx, search.id, now, recorded.length > 0);
  if (recorded.length === 0) return null;
  return { search, cards: await listPublicCardsByIds(tx, recorded), more: found.length > MAX_LISTINGS_PER_SEARCH };
}

/** US dollars keep the spec's format in every language ('$450,000.00'); other currencies are written the reader's way. */
function priceText(card: TListingCard, locale: TLocale): string {
  const { amount, currency } = card.price;
  return currency.toUpperCase() === 'USD' ? formatUsd(amount) : formatCurrency(amount, currency, intlTag(locale));
}

/** One digest to one person: each search with its new listings, its results and its own unsubscribe link. */
async function mailDigest(deps: AppDeps, tx: DbOrTx, owner: Owner, sections: Section[]) {
  const locale = resolveMailLocale(mailLocaleOf(owner));
  const labels = SAVED_SEARCH_ALERT_LABELS[locale];
  const url = (path: string) => `${deps.config.publicUrl}${path}`;
  const entries: MailListEntry[] = sections.map(({ search, cards, more }) => {
    const results = url(resultsPathOf(toSavedSearchView(search).criteria));
    return {
      text: search.name,
      href: results,
      note: [formatNewListings(cards.length, locale), ...(more ? [labels.more] : [])].join(' · '),
      items: cards.map((card) => ({
        text: card.title,
        href: url(`/listings/${card._id}`),
        note: [priceText(card, locale), [card.address.city, card.address.state].filter(Boolean).join(', ')].join(' · '),
      })),
      links: [
        { text: labels.seeAll, href: results },
        {
          text: labels.stop,
          href: url(`/email/preferences?token=${encodeURIComponent(unsubscribeToken(deps.secrets.mailLinks, search.id))}`),
        },
      ],
    };
  });
  await enqueueMail(tx, {
    to: owner.email,
    locale,
    template: savedSearchAlerts,
    data: {
      firstName: owner.firstName,
      count: sections.reduce((sum, section) => sum + section.cards.length, 0),
      searches: JSON.stringify(entries),
      manageLink: url('/dashboard/saved?tab=searches'),
    },
  });
}

/**
 * One run of saved-search alerts at `now`: every due search (instant each run, daily once a day)
 * is checked for public listings matching it published since its last check; each person gets
 * ONE digest covering all their searches with new matches, in their language. Every mailed
 * listing is recorded per search in the same transaction as the mail, so none is mailed twice;
 * the scheduler's advisory lock keeps two nodes from running it at once.
 */
export async function runSavedSearchAlerts(deps: AppDeps, tx: DbOrTx, now = new Date()): Promise<void> {
  const due = await findDueAlerts(tx, now, new Date(now.getTime() - DAY), MAX_SEARCHES_PER_RUN);
  const byOwner = new Map<string, { owner: Owner; searches: SavedSearchRow[] }>();
  for (const { owner, search } of due) {
    const group = byOwner.get(owner.id) ?? { owner, searches: [] };
    group.searches.push(search);
    byOwner.set(owner.id, group);
  }
  for (const { owner, searches } of byOwner.values()) {
    const sections: Section[] = [];
    for (const search of searches.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())) {
      const section = await checkSearch(tx, search, now);
      if (section && section.cards.length > 0) sections.push(section);
    }
    if (sections.length > 0) await mailDigest(deps, tx, owner, sections);
  }
  await pruneAlertedListings(tx, new Date(now.getTime() - KEEP_ALERTED_MS));
  deps.outbox.kick();
}

/** The scheduled alert job (registered like the listing-expiry job). */
export function savedSearchAlertJob(deps: AppDeps): Job {
  return { name: SAVED_SEARCH_ALERT_JOB, everyMs: ALERT_EVERY_MS, run: (tx) => runSavedSearchAlerts(deps, tx) };
}
