import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type MediaTab = { id: 'photos' | 'video' | 'vr' | 'view360' | 'map'; label: string; panel: ReactNode };

/**
 * The media tabs (spec: photos, video, VR tour, 360 view, map) as an ARIA tablist: one tab stop,
 * arrow keys, Home and End move and select; only the selected panel is rendered, so the map and
 * the video load only when asked for. Callers leave out tabs whose media is missing.
 */
export function MediaTabs({ tabs }: { tabs: MediaTab[] }) {
  const { t } = useTranslation('property');
  const baseId = useId();
  const [selectedId, setSelectedId] = useState(tabs[0]?.id);
  const refs = useRef(new Map<string, HTMLButtonElement>());
  const selected = tabs.find((tab) => tab.id === selectedId) ?? tabs[0];
  if (!selected) return null;

  const onKeyDown = (event: KeyboardEvent) => {
    const at = tabs.indexOf(selected);
    const to = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: tabs.length - 1 }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    const tab = tabs[(to + tabs.length) % tabs.length]!;
    setSelectedId(tab.id);
    refs.current.get(tab.id)?.focus();
  };

  return (
    <section aria-label={t('media.label')} className="flex flex-col gap-3">
      {tabs.length > 1 && (
        <div role="tablist" aria-label={t('media.label')} className="flex gap-1 overflow-x-auto border-b border-line">
          {tabs.map((tab) => {
            const active = tab.id === selected.id;
            return (
              <button
                key={tab.id}
                ref={(node) => {
                  if (node) refs.current.set(tab.id, node);
                  else refs.current.delete(tab.id);
                }}
                type="button"
                role="tab"
                id={`${baseId}-tab-${tab.id}`}
                aria-selected={active}
                aria-controls={`${baseId}-panel-${tab.id}`}
                tabIndex={active ? 0 : -1}
                onClick={() => setSelectedId(tab.id)}
                onKeyDown={onKeyDown}
                className={`-mb-px min-h-11 whitespace-nowrap border-b-2 px-4 text-sm font-semibold ${active ? 'border-primary text-primary' : 'border-transparent text-muted hover:text-ink'}`}
              >
                {tab.label}
              </button>
            );
          })}
        </div>
      )}
      <div
        role={tabs.length > 1 ? 'tabpanel' : undefined}
        id={`${baseId}-panel-${selected.id}`}
        aria-labelledby={tabs.length > 1 ? `${baseId}-tab-${selected.id}` : undefined}
      >
        {selected.panel}
      </div>
    </section>
  );
}
