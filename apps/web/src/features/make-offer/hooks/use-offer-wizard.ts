import { MESSAGES } from '@app/shared/messages/messages';
import { OFFER_PAGES, ZOfferDraft, type TOfferDraft, type TOfferPage, type TOfferPageBody } from '@app/shared/offers/offer-draft.schema';
import { validateOfferPages, type TPageResult } from '@app/shared/offers/offer-pages';
import type { TOffer } from '@app/shared/offers/offers.schema';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api/api-client';
import { useAutosave } from '../../../lib/forms/use-autosave';
import { SKIP_LEAVE_GUARD, useLeaveGuard } from '../../../lib/navigation/use-leave-guard';
import { useSession } from '../../../lib/session/session-store';
import { offerQueryKey } from '../api/get-offer';
import { updateOffer } from '../api/update-offer';
import {
  agentFillsIn,
  hasInvalid,
  hasMissing,
  offerContext,
  offerPagePath,
  pageOfPath,
  pageValue,
  withPage,
} from '../model/offer-wizard-model';

type Fields = Record<string, string>;

/** Every broken rule of a draft, on any page (the server refuses a save with any of them). */
function invalidFields(results: Record<TOfferPage, TPageResult>): Fields {
  return Object.assign({}, ...OFFER_PAGES.map((page) => results[page].invalid)) as Fields;
}

/**
 * The offer wizard's state: the draft as the buyer edits it, saved as they go (only the pages that
 * changed), the shared page rules run on every change, the leave-page guard, and Back / Confirm:
 * a page with broken rules cannot be saved or continued ('Part of the form has been incorrectly
 * filled out…'); one with unanswered questions is saved and left with a notice.
 */
export function useOfferWizard(offer: TOffer, page: TOfferPage) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const session = useSession();
  const [draft, setDraft] = useState<TOfferDraft>(() => offer.draft ?? {});
  const draftRef = useRef(draft);
  const update = (next: TOfferDraft) => {
    draftRef.current = next;
    setDraft(next);
  };
  const fillerEmail = session.account?.email ?? '';
  const context = offerContext(offer, fillerEmail);
  const live = validateOfferPages(draft, context);
  // What the server said about the last save it refused (a file that is not the buyer's own upload, say).
  const [serverFields, setServerFields] = useState<Fields>({});

  const persist = async (body: Record<string, unknown>) => {
    const invalid = invalidFields(validateOfferPages(draftRef.current, context));
    if (Object.keys(invalid).length > 0) throw new ApiError(400, 'INVALID_INPUTS', MESSAGES.invalidInputsPleaseFix, invalid);
    try {
      const saved = await updateOffer(offer._id, body as TOfferDraft);
      queryClient.setQueryData(offerQueryKey(offer._id), saved);
      setServerFields({});
    } catch (error) {
      if (error instanceof ApiError && error.fields) setServerFields(error.fields);
      throw error;
    }
  };
  const autosave = useAutosave({
    schema: ZOfferDraft,
    values: draft,
    readValues: () => draftRef.current,
    initialSaved: offer.draft ?? {},
    enabled: true,
    persist,
  });
  useLeaveGuard(autosave.dirty);

  // Unsaved answers are judged as they stand; saved ones as the server last judged them.
  const verdict = (of: TOfferPage): TPageResult => {
    const base = autosave.dirty ? live[of] : offer.pages[of];
    const extra = Object.fromEntries(Object.entries(serverFields).filter(([path]) => (pageOfPath(path) ?? page) === of));
    if (Object.keys(extra).length === 0) return base;
    return { complete: false, invalid: { ...base.invalid, ...extra }, missing: base.missing };
  };

  // Unanswered questions show on a page once Confirm was pressed there. Broken rules show then too,
  // or once typing pauses (the autosave refuses them), or at once when they are what the server holds:
  // never on the first letter of an email still being typed.
  const [revealed, setRevealed] = useState<ReadonlySet<TOfferPage>>(() => new Set());
  const [alertOn, setAlertOn] = useState<TOfferPage | null>(null);
  const [notice, setNotice] = useState<{ on: TOfferPage; about: TOfferPage } | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  const [busy, setBusy] = useState(false);
  const index = OFFER_PAGES.indexOf(page);
  const current = verdict(page);
  const shownVerdict = (of: TOfferPage): TPageResult => {
    const result = verdict(of);
    const settled = of !== page || revealed.has(page) || autosave.status === 'error' || !autosave.dirty;
    return settled ? result : { ...result, invalid: {} };
  };

  const go = (to: TOfferPage) => void navigate(offerPagePath(offer, to), { state: SKIP_LEAVE_GUARD });
  const open = (to: TOfferPage) => {
    if (to === page) return;
    void autosave.save();
    go(to);
  };

  return {
    draft,
    value: pageValue(draft, page),
    // From the draft as it is now, not as this render saw it: an upload that lands after the buyer
    // moved on to another page changes its own page without undoing what was typed since.
    onChange: (next: TOfferPageBody<TOfferPage>) =>
      update(agentFillsIn(withPage(draftRef.current, page, next), draftRef.current, fillerEmail)),
    /** This page's verdict as the page shows it. */
    result: { ...shownVerdict(page), missing: revealed.has(page) ? current.missing : {} },
    tabs: OFFER_PAGES.map((id) => {
      const result = shownVerdict(id);
      return { id, invalid: hasInvalid(result), unfinished: !result.complete };
    }),
    anyInvalid: OFFER_PAGES.some((id) => hasInvalid(shownVerdict(id))),
    /** The spec's 'Part of the form has been incorrectly filled out…', while it still holds. */
    blocked: alertOn === page && (hasInvalid(current) || (autosave.error instanceof ApiError && autosave.error.code === 'INVALID_INPUTS')),
    /** The page left with unanswered questions, shown on the page Confirm moved to. */
    unansweredPage: notice?.on === page ? notice.about : null,
    autosave,
    focusRequest,
    busy,
    open,
    back() {
      const previous = OFFER_PAGES[index - 1];
      if (previous) open(previous);
    },
    async confirm() {
      setRevealed((pages) => new Set(pages).add(page));
      if (hasInvalid(current)) {
        setAlertOn(page);
        setFocusRequest((n) => n + 1);
        return;
      }
      setBusy(true);
      const saved = await autosave.save();
      setBusy(false);
      if (!saved) {
        setAlertOn(page);
        setFocusRequest((n) => n + 1);
        return;
      }
      setAlertOn(null);
      const next = OFFER_PAGES[index + 1];
      if (!next) return;
      setNotice(hasMissing(live[page]) ? { on: next, about: page } : null);
      go(next);
    },
  };
}
