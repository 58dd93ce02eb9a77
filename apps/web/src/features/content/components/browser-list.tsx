import { SUPPORTED_BROWSERS } from '../data/browsers';

/** Download links for the browsers we support; they open the vendor's page. */
export function BrowserList({ downloadLabel }: { downloadLabel(browser: string): string }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {SUPPORTED_BROWSERS.map((browser) => (
        <li key={browser.id}>
          <a
            href={browser.url}
            rel="noopener noreferrer"
            className="flex min-h-14 items-center justify-between gap-3 rounded-xl border border-line bg-white px-4 py-3 font-semibold text-ink hover:border-primary hover:text-primary-dark"
          >
            <span>{downloadLabel(browser.name)}</span>
            <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5 shrink-0" fill="none" stroke="currentColor" strokeWidth="2">
              <path d="M10 3v10m0 0-4-4m4 4 4-4M4 16h12" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </a>
        </li>
      ))}
    </ul>
  );
}
