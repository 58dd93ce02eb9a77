/** The reference rates live in the shared package so the web shows the same approximations. */
export { convertMinor, REFERENCE_RATES } from '@app/shared/domain/reference-rates';
