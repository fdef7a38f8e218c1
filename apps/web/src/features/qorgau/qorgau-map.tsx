import 'leaflet/dist/leaflet.css';
import { CATEGORY_COLORS, type TQorgauMap, type TQorgauSettings } from '@hse/contracts/qorgau';
import Box from '@mui/material/Box';
import { divIcon, type LatLngBounds, type Map as LeafletMap } from 'leaflet';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CircleMarker,
  MapContainer,
  Marker,
  Popup,
  ScaleControl,
  TileLayer,
  Tooltip,
  useMap,
  useMapEvents,
} from 'react-leaflet';
import Supercluster from 'supercluster';
import { MapZoomControl } from '../../components/map-zoom-control';
import type { TBox } from './qorgau-queries';

export type TMapView = { lat: number; lng: number; zoom: number };

const boxOf = (bounds: LatLngBounds): TBox => [
  Math.max(-180, bounds.getWest()),
  Math.max(-90, bounds.getSouth()),
  Math.min(180, bounds.getEast()),
  Math.min(90, bounds.getNorth()),
];

/** Tells the page where the map looks, once at first and after every pan or zoom. */
function ViewWatcher({ onView }: { onView: (view: TMapView, box: TBox) => void }) {
  const report = (map: LeafletMap) => {
    const centre = map.getCenter();
    onView({ lat: centre.lat, lng: centre.lng, zoom: map.getZoom() }, boxOf(map.getBounds()));
  };
  const map = useMapEvents({ moveend: () => report(map) });
  // biome-ignore lint/correctness/useExhaustiveDependencies: the first report only, when the map exists.
  useEffect(() => report(map), [map]);
  return null;
}

/** Moves the map when the address asks for another view (back and forward, a shared link). */
function ViewFollower({ view }: { view: TMapView }) {
  const map = useMap();
  useEffect(() => {
    const centre = map.getCenter();
    const moved = Math.abs(centre.lat - view.lat) > 1e-3 || Math.abs(centre.lng - view.lng) > 1e-3;
    if (moved || map.getZoom() !== view.zoom) map.setView([view.lat, view.lng], view.zoom);
  }, [map, view.lat, view.lng, view.zoom]);
  return null;
}

const countIcon = (count: number) => {
  const size = count < 10 ? 30 : count < 100 ? 36 : count < 1000 ? 42 : 50;
  return divIcon({
    html: `<span>${count < 10_000 ? count : `${Math.round(count / 1000)}k`}</span>`,
    className: 'qorgau-cluster',
    iconSize: [size, size],
  });
};

/** A bubble with a count; clicking it zooms in where it stands. */
function ClusterMarker({
  lat,
  lng,
  count,
  zoomTo,
}: {
  lat: number;
  lng: number;
  count: number;
  zoomTo: number;
}) {
  const map = useMap();
  return (
    <Marker
      position={[lat, lng]}
      icon={countIcon(count)}
      eventHandlers={{ click: () => map.setView([lat, lng], Math.min(18, zoomTo)) }}
    />
  );
}

type TProps = {
  settings: TQorgauSettings | undefined;
  data: TQorgauMap | undefined;
  view: TMapView;
  onView: (view: TMapView, box: TBox) => void;
  /** A card's popup: its own view link and what it says. */
  popup: (id: string) => ReactNode;
  height: number | string;
};

/**
 * The Qorgau map (Leaflet): the configured tiles if any, the organizations' sites, a scale, and the
 * cards as markers coloured by category. Points come clustered here (supercluster) or, when the
 * box holds very many, as the server's clusters: the page never draws a marker per card.
 */
export function QorgauMap({ settings, data, view, onView, popup, height }: TProps) {
  const { t } = useTranslation('qorgau');
  const [current, setCurrent] = useState<{ box: TBox; zoom: number } | null>(null);
  const index = useMemo(() => {
    const cluster = new Supercluster<{ id: string; category: string }>({ radius: 50, maxZoom: 16 });
    cluster.load(
      (data?.points ?? []).map((p) => ({
        type: 'Feature',
        geometry: { type: 'Point', coordinates: [p.longitude, p.latitude] },
        properties: { id: p.id, category: p.main_category },
      })),
    );
    return cluster;
  }, [data?.points]);
  const features = current ? index.getClusters([...current.box], current.zoom) : [];

  return (
    <Box
      data-testid="qorgau-map"
      data-total={data?.total ?? ''}
      sx={{
        height,
        borderRadius: 1,
        overflow: 'hidden',
        border: 1,
        borderColor: 'divider',
        // Without tiles the land is a quiet plain colour; markers and sites stand out on it.
        '& .leaflet-container': { height: '100%', background: '#e8eef2', fontFamily: 'inherit' },
        '& .qorgau-cluster': {
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          borderRadius: '50%',
          background: 'rgba(21, 101, 192, 0.85)',
          border: '3px solid rgba(255,255,255,0.9)',
          color: '#fff',
          fontWeight: 700,
          fontSize: 13,
          boxShadow: '0 1px 4px rgba(0,0,0,0.4)',
        },
      }}
    >
      <MapContainer
        zoomControl={false}
        center={[view.lat, view.lng]}
        zoom={view.zoom}
        minZoom={2}
        maxZoom={18}
        worldCopyJump
      >
        {settings?.tile_url && <TileLayer url={settings.tile_url} attribution={settings.attribution} />}
        <MapZoomControl />
        <ScaleControl imperial={false} />
        <ViewWatcher
          onView={(next, box) => {
            setCurrent({ box, zoom: next.zoom });
            onView(next, box);
          }}
        />
        <ViewFollower view={view} />
        {settings?.sites.map((site) => (
          <CircleMarker
            key={site.organization_id}
            center={[site.latitude, site.longitude]}
            radius={5}
            className="qorgau-site"
            pathOptions={{ color: '#263238', weight: 2, fillColor: '#ffffff', fillOpacity: 1 }}
          >
            <Tooltip direction="top">{`${t('map.site')}: ${site.name}`}</Tooltip>
          </CircleMarker>
        ))}
        {data?.clusters.map((c) => (
          <ClusterMarker
            key={`${c.latitude}:${c.longitude}`}
            lat={c.latitude}
            lng={c.longitude}
            count={c.count}
            zoomTo={(current?.zoom ?? view.zoom) + 2}
          />
        ))}
        {features.map((feature) => {
          const [lng, lat] = feature.geometry.coordinates as [number, number];
          const props = feature.properties as {
            cluster?: boolean;
            cluster_id?: number;
            point_count?: number;
            id?: string;
            category?: string;
          };
          if (props.cluster)
            return (
              <ClusterMarker
                key={`c${props.cluster_id}`}
                lat={lat}
                lng={lng}
                count={props.point_count ?? 0}
                zoomTo={index.getClusterExpansionZoom(props.cluster_id as number)}
              />
            );
          const color = CATEGORY_COLORS[props.category as keyof typeof CATEGORY_COLORS] ?? '#546e7a';
          return (
            <CircleMarker
              key={props.id}
              center={[lat, lng]}
              radius={8}
              className="qorgau-point"
              pathOptions={{ color: '#fff', weight: 2, fillColor: color, fillOpacity: 0.95 }}
            >
              <Popup>{popup(props.id as string)}</Popup>
            </CircleMarker>
          );
        })}
      </MapContainer>
    </Box>
  );
}
