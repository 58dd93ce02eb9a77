import { LogoMark } from './brand-header';

/** A drawn book cover for the e-book's hero; decorative, the real title is the h1 beside it. */
export function EbookCover({ title, subtitle }: { title: string; subtitle: string }) {
  return (
    <div
      aria-hidden="true"
      className="mx-auto hidden w-56 rotate-2 flex-col justify-between rounded-r-2xl rounded-l-md border-l-8 border-primary-dark bg-primary p-5 text-white shadow-xl sm:flex md:mx-0 md:h-72"
    >
      <LogoMark className="h-10 w-10" />
      <div>
        <p className="text-xl font-bold leading-tight">{title}</p>
        <p className="mt-2 text-sm text-white">{subtitle}</p>
      </div>
      <div className="h-2 w-16 rounded-full bg-secondary" />
    </div>
  );
}
