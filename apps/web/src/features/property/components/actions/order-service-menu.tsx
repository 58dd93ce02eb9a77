import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * Order Service: a disclosure with the two services a buyer can order for this property.
 * Escape and a click elsewhere close it; Escape puts focus back on the button.
 */
export function OrderServiceMenu({ listingId, className = '' }: { listingId: string; className?: string }) {
  const { t } = useTranslation('property');
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const items = [
    { to: `/appraisal/${listingId}`, label: t('actions.appraisal') },
    { to: `/inspection/${listingId}`, label: t('actions.inspection') },
  ];
  return (
    <div ref={rootRef} className={`relative ${className}`}>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex min-h-11 w-full items-center justify-center gap-1 rounded-lg border border-line bg-white px-3 py-2 text-sm font-semibold text-ink hover:bg-surface"
      >
        {t('actions.orderService')}
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className={`h-4 w-4 transition-transform ${open ? 'rotate-180' : ''}`}
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="m6 9 6 6 6-6" />
        </svg>
      </button>
      <ul
        id={panelId}
        hidden={!open}
        className="absolute bottom-full right-0 z-40 mb-2 min-w-48 rounded-xl border border-line bg-white p-2 shadow-lg md:bottom-auto md:left-0 md:right-auto md:top-full md:mb-0 md:mt-2"
      >
        {items.map((item) => (
          <li key={item.to}>
            <Link to={item.to} className="flex min-h-11 items-center rounded-lg px-3 text-sm font-medium text-ink hover:bg-surface">
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
