import { sizeUnitForCountry, type TSizeUnit } from '@app/shared/domain/area';
import { useQuery } from '@tanstack/react-query';
import { storedCountry } from '../../../lib/session/country';
import { useSession } from '../../../lib/session/session-store';
import { accountQueryOptions } from '../../../lib/session/get-account';

/**
 * Who is looking at the page: signed in or not, their account (the session's source of truth
 * for the saved and hidden lists), the size unit they read (square feet in the US, square
 * metres elsewhere; visitors by the stored country) and the currency they prefer.
 */
export function useViewer() {
  const session = useSession();
  const { data: account } = useQuery({ ...accountQueryOptions(), enabled: session.signedIn });
  const signedIn = session.signedIn;
  const known = signedIn ? account : undefined;
  const unit: TSizeUnit = sizeUnitForCountry(known?.profile.country ?? storedCountry());
  return {
    signedIn,
    account: known,
    unit,
    preferredCurrency: known?.profile.preferredCurrency ?? null,
  };
}

export type Viewer = ReturnType<typeof useViewer>;
