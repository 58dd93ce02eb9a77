/** A round × button; `label` says what it closes ("Close", "Close the mortgage tools"). */
export function CloseButton({ label, onClick }: { label: string; onClick(): void }) {
  return (
    <button type="button" onClick={onClick} className="-m-2 rounded-full p-2 text-muted hover:bg-surface hover:text-ink" aria-label={label}>
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2">
        <path d="M6 6l12 12M18 6L6 18" />
      </svg>
    </button>
  );
}
