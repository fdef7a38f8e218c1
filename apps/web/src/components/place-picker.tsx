import 'leaflet/dist/leaflet.css';
import type { TQorgauSettings } from '@hse/contracts/qorgau';
import ClearIcon from '@mui/icons-material/Clear';
import MyLocationIcon from '@mui/icons-material/MyLocation';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CircleMarker,
  MapContainer,
  ScaleControl,
  TileLayer,
  Tooltip,
  useMap,
  useMapEvents,
} from 'react-leaflet';
import { MapZoomControl } from './map-zoom-control';

export type TPlace = { latitude: number; longitude: number };

/** The map's tiles and the sites drawn on it, as the Qorgau settings give them. */
export type TPlaceMap = Pick<TQorgauSettings, 'tile_url' | 'attribution' | 'sites'>;

type TProps = {
  settings: TPlaceMap | undefined;
  value: TPlace | null;
  onChange: (place: TPlace) => void;
  /** Offers to remove the place (an organization without a site). */
  onClear?: () => void;
  error?: string;
  /** Shows a place without letting it change (a card's view). */
  readOnly?: boolean;
  height?: number | string;
};

function Picker({ onPick }: { onPick: (place: TPlace) => void }) {
  useMapEvents({ click: (event) => onPick({ latitude: event.latlng.lat, longitude: event.latlng.lng }) });
  return null;
}

/** Keeps the chosen place in view when it is set from outside (an organization, the device). */
function Follow({ place }: { place: TPlace | null }) {
  const map = useMap();
  useEffect(() => {
    if (place && !map.getBounds().contains([place.latitude, place.longitude]))
      map.setView([place.latitude, place.longitude], Math.max(map.getZoom(), 11));
  }, [map, place]);
  return null;
}

/**
 * A small map for a place (a Qorgau card's, an organization's site): a click puts it there;
 * "my location" asks the device. The organization sites are drawn so a place can be picked near
 * them without tiles.
 */
export function PlacePicker({
  settings,
  value,
  onChange,
  onClear,
  error,
  readOnly = false,
  height = 300,
}: TProps) {
  const { t } = useTranslation('common');
  const [locating, setLocating] = useState(false);
  const [locateFailed, setLocateFailed] = useState(false);
  const locate = () => {
    if (!navigator.geolocation) return setLocateFailed(true);
    setLocating(true);
    setLocateFailed(false);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        onChange({ latitude: position.coords.latitude, longitude: position.coords.longitude });
      },
      () => {
        setLocating(false);
        setLocateFailed(true);
      },
      { enableHighAccuracy: true, timeout: 10_000 },
    );
  };
  const centre: [number, number] = value ? [value.latitude, value.longitude] : [46.3, 52.6];
  return (
    <Stack spacing={1}>
      <Box
        data-testid="place-picker"
        sx={{
          height,
          borderRadius: 1,
          overflow: 'hidden',
          border: 1,
          borderColor: error ? 'error.main' : 'divider',
          '& .leaflet-container': {
            height: '100%',
            background: '#e8eef2',
            cursor: readOnly ? 'grab' : 'crosshair',
          },
        }}
      >
        <MapContainer zoomControl={false} center={centre} zoom={value ? 12 : 6} minZoom={2} maxZoom={18}>
          {settings?.tile_url && <TileLayer url={settings.tile_url} attribution={settings.attribution} />}
          <MapZoomControl />
          <ScaleControl imperial={false} />
          {!readOnly && <Picker onPick={onChange} />}
          <Follow place={value} />
          {settings?.sites.map((site) => (
            <CircleMarker
              key={site.organization_id}
              center={[site.latitude, site.longitude]}
              radius={4}
              pathOptions={{ color: '#263238', weight: 2, fillColor: '#fff', fillOpacity: 1 }}
            >
              <Tooltip>{site.name}</Tooltip>
            </CircleMarker>
          ))}
          {value && (
            <CircleMarker
              center={[value.latitude, value.longitude]}
              radius={10}
              className="qorgau-place"
              pathOptions={{ color: '#fff', weight: 3, fillColor: '#d32f2f', fillOpacity: 1 }}
            />
          )}
        </MapContainer>
      </Box>
      {!readOnly && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
          <Button
            startIcon={<MyLocationIcon />}
            onClick={locate}
            loading={locating}
            data-testid="place-locate"
          >
            {t('place_picker.my_location')}
          </Button>
          {onClear && value && (
            <Button startIcon={<ClearIcon />} onClick={onClear} data-testid="place-clear">
              {t('place_picker.clear')}
            </Button>
          )}
          <Typography
            variant="body2"
            sx={{ color: error ? 'error.main' : 'text.secondary' }}
            data-testid="place-text"
          >
            {error ??
              (locateFailed
                ? t('place_picker.locate_failed')
                : value
                  ? // Not `lng`: i18next reads that option as the language to translate into.
                    t('place_picker.chosen', {
                      lat: value.latitude.toFixed(5),
                      lon: value.longitude.toFixed(5),
                    })
                  : t('place_picker.hint'))}
          </Typography>
        </Stack>
      )}
    </Stack>
  );
}
