import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Tabs } from '../../../../ui/tabs';

export type MediaTab = { id: 'photos' | 'video' | 'vr' | 'view360' | 'map'; label: string; panel: ReactNode };

/**
 * The media tabs (spec: photos, video, VR tour, 360 view, map) as an ARIA tablist (ui/Tabs);
 * only the selected panel is rendered, so the map and the video load only when asked for.
 * Callers leave out tabs whose media is missing.
 */
export function MediaTabs({ tabs }: { tabs: MediaTab[] }) {
  const { t } = useTranslation('property');
  const [selectedId, setSelectedId] = useState<MediaTab['id'] | undefined>(tabs[0]?.id);
  const selected = tabs.find((tab) => tab.id === selectedId) ?? tabs[0];
  if (!selected) return null;

  return (
    <section aria-label={t('media.label')} className="flex flex-col gap-3">
      <Tabs<MediaTab['id']> label={t('media.label')} tabs={tabs} selected={selected.id} onSelect={setSelectedId}>
        {selected.panel}
      </Tabs>
    </section>
  );
}
