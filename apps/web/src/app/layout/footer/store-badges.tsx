import type { AppStoreId } from './footer-links';

/** The Apple logo, simplified, for the App Store badge. */
function AppleMark() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-7 w-7" fill="currentColor">
      <path d="M16.4 12.6c0-2.4 2-3.6 2.1-3.7-1.2-1.7-3-1.9-3.6-2-1.5-.2-3 .9-3.8.9-.8 0-2-.9-3.3-.9-1.7 0-3.3 1-4.1 2.5-1.8 3.1-.5 7.6 1.3 10.1.8 1.2 1.8 2.6 3.1 2.5 1.3-.1 1.7-.8 3.2-.8s1.9.8 3.2.8c1.3 0 2.2-1.2 3-2.4.9-1.4 1.3-2.7 1.3-2.8 0 0-2.5-1-2.4-4.2zM14 5.4c.7-.8 1.1-1.9 1-3-1 0-2.1.7-2.8 1.5-.6.7-1.2 1.8-1 2.9 1.1.1 2.1-.6 2.8-1.4z" />
    </svg>
  );
}

/** The Google Play triangle in its four colours. */
function PlayMark() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-7 w-7">
      <path d="M3.6 2.3 13.4 12l-9.8 9.7c-.4-.2-.6-.6-.6-1.1V3.4c0-.5.2-.9.6-1.1z" fill="#34a853" />
      <path d="m16.8 8.6-3.4 3.4-9.8-9.7c.3-.2.8-.2 1.2 0l12 6.3z" fill="#fbbc04" />
      <path d="m16.8 15.4-12 6.3c-.4.2-.9.2-1.2 0l9.8-9.7 3.4 3.4z" fill="#ea4335" />
      <path d="M20.4 10.5c.8.4.8 1.6 0 2.1l-3.6 2.8-3.4-3.4 3.4-3.4 3.6 1.9z" fill="#4285f4" />
    </svg>
  );
}

/** The visual of a store badge: mark, a small line and the store's name (brand names stay as they are). */
export function StoreBadge({ store, caption }: { store: AppStoreId; caption: string }) {
  return (
    <span className="flex min-h-12 items-center gap-2 rounded-lg border border-white/40 bg-black px-3 py-1 text-white">
      {store === 'appStore' ? <AppleMark /> : <PlayMark />}
      <span className="flex flex-col leading-tight">
        <span className="text-[0.65rem]">{caption}</span>{' '}
        <span className="text-base font-semibold">{store === 'appStore' ? 'App Store' : 'Google Play'}</span>
      </span>
    </span>
  );
}
