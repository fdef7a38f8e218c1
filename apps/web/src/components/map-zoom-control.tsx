import { useTranslation } from 'react-i18next';
import { ZoomControl } from 'react-leaflet';

/**
 * Leaflet's zoom buttons with their titles in the reader's language (Leaflet's own say "Zoom in"
 * and "Zoom out"); Leaflet reads the titles once, so a change of language builds the control anew.
 * The map it sits in is made with `zoomControl={false}`.
 */
export function MapZoomControl() {
  const { t, i18n } = useTranslation('common');
  return (
    <ZoomControl
      key={i18n.language}
      position="topleft"
      zoomInTitle={t('map.zoom_in')}
      zoomOutTitle={t('map.zoom_out')}
    />
  );
}
