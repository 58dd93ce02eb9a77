import { useEffect, useEffectEvent, useRef, useState } from 'react';
import type { z } from 'zod';
import { changedFields, changesBody, changesFingerprint, snapshot } from './draft-changes';

type Values = Record<string, unknown>;

/** How long typing must pause before the draft is saved. */
export const AUTOSAVE_DELAY_MS = 1500;

/** What the person sees: nothing yet, changes waiting, saving, all saved, or a failed save. */
export type TSaveStatus = 'idle' | 'pending' | 'saving' | 'saved' | 'error';

type AutosaveOptions = {
  /** The draft schema: how an emptied field is sent. */
  schema: z.ZodObject;
  /** The form's values as rendered (changes restart the timer). */
  values: Values;
  /** The form's values right now: a save sends what is there when it starts. */
  readValues(): Values;
  /** What the server holds ({} before the draft exists). */
  initialSaved: Values;
  /** False until there is something worth saving (spec: a listing is not saved without content). */
  enabled: boolean;
  /** Sends the changed fields; creates the draft on the first save. Rejects to keep them unsaved. */
  persist(body: Values): Promise<void>;
  delayMs?: number;
};

/**
 * Saves a draft as the person goes (spec: drafts saved as the user goes): after a pause in typing,
 * or at once through `save` (step change, Retry, Pay). Only the changed top-level fields are
 * sent; one save runs at a time and what changed meanwhile goes in the next. A failure keeps
 * everything as typed and waits for the next change or Retry.
 */
export function useAutosave({ schema, values, readValues, initialSaved, enabled, persist, delayMs = AUTOSAVE_DELAY_MS }: AutosaveOptions) {
  const [saved, setSaved] = useState(initialSaved);
  const savedRef = useRef(initialSaved);
  const running = useRef<Promise<unknown> | null>(null);
  const [outcome, setOutcome] = useState<{ state: 'idle' | 'saving' | 'saved' | 'error'; error: unknown }>({ state: 'idle', error: null });

  const changes = enabled ? changedFields(values, saved) : [];
  const fingerprint = changesFingerprint(values, changes);
  const dirty = changes.length > 0;

  /** Saves what changed; true when nothing is left unsaved. */
  const save = async (): Promise<boolean> => {
    while (running.current) await running.current;
    const current = readValues();
    const keys = changedFields(current, savedRef.current);
    if (!enabled || keys.length === 0) return true;
    const sent = Object.fromEntries(keys.map((key) => [key, snapshot(current[key])]));
    setOutcome({ state: 'saving', error: null });
    const run = persist(changesBody(schema, current, keys)).then(
      () => {
        savedRef.current = { ...savedRef.current, ...sent };
        setSaved(savedRef.current);
        setOutcome({ state: 'saved', error: null });
        return true;
      },
      (error: unknown) => {
        setOutcome({ state: 'error', error });
        return false;
      },
    );
    running.current = run;
    const ok = await run;
    running.current = null;
    return ok;
  };

  const onPause = useEffectEvent(() => void save());
  useEffect(() => {
    if (!dirty) return;
    const timer = setTimeout(onPause, delayMs);
    return () => clearTimeout(timer);
  }, [dirty, fingerprint, delayMs]);

  const { state, error } = outcome;
  const status: TSaveStatus = state === 'saving' || state === 'error' ? state : dirty ? 'pending' : state;
  return { status, error: state === 'error' ? error : null, dirty, save };
}
