import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { MapWords } from './base-layers';

/** The map controls' words in the reader's language; a new object only when the language changes (t changes with it). */
export function useMapWords(): MapWords {
  const { t } = useTranslation('common');
  return useMemo(
    () => ({
      zoomIn: t('map.zoomIn'),
      zoomOut: t('map.zoomOut'),
      leafletTitle: t('map.leafletTitle'),
      tilesCredit: t('map.tilesCredit'),
      outlinesCredit: t('map.outlinesCredit'),
    }),
    [t],
  );
}
