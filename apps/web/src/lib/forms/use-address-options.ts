import { US_STATES } from '@app/shared/reference/us-states';
import { useProfileOptions, type Option } from './use-profile-options';

export type { Option };

/** The country code whose states are offered as a list. */
export const UNITED_STATES = 'us';

export const US_STATE_OPTIONS: Option[] = US_STATES.map((state) => ({ value: state.code, label: state.name }));

/**
 * Address choices in the reader's language: the profile's country list (United States first,
 * the rest by translated name, one list for the whole app) and the US states by their names.
 */
export function useAddressOptions() {
  return { countries: useProfileOptions().countries, usStates: US_STATE_OPTIONS };
}
