import type { TMedia } from '@app/shared/media/media.schema';
import { createContext, useContext, useState } from 'react';

export type TWizardContext = {
  /** A field's message in the reader's language (its step's rules once visited, or the server's). */
  errorFor(path: string): string | undefined;
  /** What uploads are for (spec: container). */
  container: 'listing' | 'community';
  /** Every file the draft refers to, by id (the draft keeps ids only). */
  media: Readonly<Record<string, TMedia>>;
  addMedia(media: TMedia): void;
  /** Where the owner opens a private document, once the listing exists. */
  documentHref?: ((media: TMedia) => string | undefined) | undefined;
};

const WizardContext = createContext<TWizardContext | null>(null);

export const WizardProvider = WizardContext.Provider;

/** The wizard a step is in: field errors and the uploaded files. */
export function useWizard(): TWizardContext {
  const value = useContext(WizardContext);
  if (!value) throw new Error('useWizard outside a wizard');
  return value;
}

/** The files a draft refers to, starting from the server's, growing with each upload. */
export function useMediaLibrary(initial: readonly (TMedia | null | undefined)[]) {
  const [media, setMedia] = useState<Record<string, TMedia>>(() =>
    Object.fromEntries(initial.filter((item): item is TMedia => Boolean(item)).map((item) => [item._id, item])),
  );
  const addMedia = (item: TMedia) => setMedia((library) => ({ ...library, [item._id]: item }));
  return { media, addMedia };
}
