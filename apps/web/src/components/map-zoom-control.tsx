import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMap, ZoomControl } from 'react-leaflet';

/** Leaflet's own credit, without its English tooltip ("A JavaScript library for interactive maps"). */
const LEAFLET_CREDIT = '<a href="https://leafletjs.com" target="_blank" rel="noreferrer">Leaflet</a>';

/**
 * Leaflet's zoom buttons with their titles in the reader's language (Leaflet's own say "Zoom in"
 * and "Zoom out"); Leaflet reads the titles once, so a change of language builds the control anew.
 * The map it sits in is made with `zoomControl={false}`. Leaflet's credit in the corner loses its
 * English title, which a Russian or Kazakh screen reader would otherwise speak.
 */
export function MapZoomControl() {
  const { t, i18n } = useTranslation('common');
  const map = useMap();
  useEffect(() => {
    map.attributionControl?.setPrefix(LEAFLET_CREDIT);
  }, [map]);
  return (
    <ZoomControl
      key={i18n.language}
      position="topleft"
      zoomInTitle={t('map.zoom_in')}
      zoomOutTitle={t('map.zoom_out')}
    />
  );
}
