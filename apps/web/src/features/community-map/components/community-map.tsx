import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type * as MapLibre from 'maplibre-gl';
import {
  PUBLIC_LOCATIONS_CHANNEL,
  SOCIAL_EVENTS,
  SOCIAL_LIMITS,
  locationEventPayloadSchema,
  type TravellerLocation,
} from '@ww/contracts';
import { useAuth } from '#shared/lib/auth.tsx';
import { useRealtimeChannel, useRealtimeEvent } from '#shared/lib/realtime-events.ts';
import { Button } from '#shared/ui/button.tsx';
import { RouteMap } from '#shared/ui/map/route-map.tsx';
import { HeadedSection } from '#shared/ui/section-heading.tsx';
import { useMoneyFormat } from '#shared/lib/money.ts';
import { useTravellerName } from '#shared/lib/traveller-name.ts';
import { useErrorText } from '#shared/lib/error-message.ts';
import {
  useMapTravellers,
  useMyLocation,
  useNearbyCampgrounds,
  useNearbyListings,
  useSetDestination,
} from '../api/locations.ts';
import { communityMapQueries, type CampgroundArea, type MapBox } from '../api/queries.ts';
import { distanceKm, type LatLng } from '../lib/geo.ts';
import { applyLocationEvent, indexTravellers, normalizeBox } from '../lib/map-travellers.ts';
import { useCampgroundName } from '../lib/campground-name.ts';
import { useTrackingState } from '../lib/tracking-store.ts';
import {
  campgroundMarker,
  clusterMarker,
  destinationMarker,
  listingMarker,
  ownPositionMarker,
  popupElement,
  travellerMarker,
} from './map-markers.ts';
import { SharingPanel } from './sharing-panel.tsx';

type Ready = { map: MapLibre.Map; maplibre: typeof MapLibre };

interface MapViewState {
  box: MapBox;
  zoom: number;
  center: LatLng;
}

/** Waits this long after the map stops moving before asking for the travellers in the new view. */
const MOVE_DEBOUNCE_MS = 350;
/** Campgrounds are looked for once the view is a region, not a continent, within at most this radius. */
const CAMPGROUND_MIN_ZOOM = 7;
const CAMPGROUND_RADIUS_MAX_KM = 100;
/** Newcomers announced by events are named by refetching the view, at most this often. */
const NEWCOMER_REFETCH_MS = 2_000;
/** How close the map comes when it first centres on the user. */
const OWN_POSITION_ZOOM = 9;

function viewOf(map: MapLibre.Map): MapViewState {
  const bounds = map.getBounds();
  const center = map.getCenter();
  return {
    box: normalizeBox(bounds.getWest(), bounds.getSouth(), bounds.getEast(), bounds.getNorth()),
    zoom: map.getZoom(),
    center: { latitude: center.lat, longitude: center.lng },
  };
}

function campgroundArea(view: MapViewState | null): CampgroundArea | null {
  if (!view || view.zoom < CAMPGROUND_MIN_ZOOM) return null;
  const corner = { latitude: view.box.north, longitude: view.box.east };
  const radius = Math.min(CAMPGROUND_RADIUS_MAX_KM, Math.max(1, Math.ceil(distanceKm(view.center, corner))));
  const round = (v: number) => Math.round(v * 100) / 100;
  return { lat: round(view.center.latitude), lon: round(view.center.longitude), radius_km: radius };
}

function boxOfKey(key: readonly unknown[]): MapBox | null {
  const text = key[2];
  if (typeof text !== 'string') return null;
  const [west, south, east, north] = text.split(',').map(Number) as [number, number, number, number];
  return { west, south, east, north };
}

export interface CommunityMapProps {
  /** The map's box; a phone gets a shorter map than a desktop by default. */
  className?: string;
}

/**
 * The community map (issue 12 §9): travellers who share their location (friends at their position, everyone else as
 * an area of about 1 km), clustered; the user's own position and destination; campgrounds and marketplace items on
 * sale around the view. It follows
 * `location.updated` events while shown (the user's own channel and the public one) and fetches the view again when
 * the map stops moving. A tap on the map offers to set the destination there.
 */
export default function CommunityMap({ className }: CommunityMapProps) {
  const { t } = useTranslation('community_map');
  const campgroundName = useCampgroundName();
  const headingId = useId();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const selfId = user?.id ?? null;
  const [ready, setReady] = useState<Ready | null>(null);
  const [view, setView] = useState<MapViewState | null>(null);
  const tracking = useTrackingState();
  const mine = useMyLocation();
  const travellers = useMapTravellers(view?.box ?? null);
  const area = campgroundArea(view);
  const campgrounds = useNearbyCampgrounds(area);
  const listings = useNearbyListings(area);
  const { formatMoney } = useMoneyFormat();
  const setDestination = useSetDestination();
  const errorText = useErrorText();

  // Where the user is: the tracker's latest reading, else the position last shared (while still shared).
  const own = useMemo<LatLng | null>(() => {
    if (tracking.position) return tracking.position;
    const row = mine.data;
    return row?.status === 'active' && row.current_latitude !== null && row.current_longitude !== null
      ? { latitude: row.current_latitude, longitude: row.current_longitude }
      : null;
  }, [tracking.position, mine.data]);
  const destination = useMemo<LatLng | null>(() => {
    const row = mine.data;
    return row && row.destination_latitude !== null && row.destination_longitude !== null
      ? { latitude: row.destination_latitude, longitude: row.destination_longitude }
      : null;
  }, [mine.data]);

  // The view, read when the map stops moving (debounced: a fling is one request, not ten).
  useEffect(() => {
    if (!ready) return;
    const { map } = ready;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const read = (delay: number) => {
      clearTimeout(timer);
      timer = setTimeout(() => setView(viewOf(map)), delay);
    };
    const onMoveEnd = () => read(MOVE_DEBOUNCE_MS);
    read(0);
    map.on('moveend', onMoveEnd);
    return () => {
      clearTimeout(timer);
      map.off('moveend', onMoveEnd);
    };
  }, [ready]);

  // The first time the user's own position is known, the map goes there (unless the user has moved it already).
  const centred = useRef(false);
  useEffect(() => {
    if (!ready || !own || centred.current) return;
    centred.current = true;
    ready.map.jumpTo({ center: [own.longitude, own.latitude], zoom: Math.max(ready.map.getZoom(), OWN_POSITION_ZOOM) });
  }, [ready, own]);

  useRealtimeChannel(PUBLIC_LOCATIONS_CHANNEL);
  const refetchTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(refetchTimer.current), []);
  useRealtimeEvent(SOCIAL_EVENTS.locationUpdated, (payload) => {
    const parsed = locationEventPayloadSchema.safeParse(payload);
    if (!parsed.success) return;
    let newcomers = false;
    for (const [key, list] of queryClient.getQueriesData<TravellerLocation[]>({
      queryKey: communityMapQueries.travellersAll(),
    })) {
      if (!list) continue;
      const result = applyLocationEvent(list, parsed.data, { selfId, box: boxOfKey(key) });
      newcomers ||= result.newcomers;
      queryClient.setQueryData(key, result.travellers);
    }
    if (parsed.data.locations.some((entry) => entry.user_id === selfId)) {
      void queryClient.invalidateQueries({ queryKey: communityMapQueries.mine().queryKey });
    }
    // A view still being read may have been answered before this change: it is read again too.
    const answerInFlight = queryClient.isFetching({ queryKey: communityMapQueries.travellersAll() }) > 0;
    if ((newcomers || answerInFlight) && refetchTimer.current === undefined) {
      refetchTimer.current = setTimeout(() => {
        refetchTimer.current = undefined;
        void queryClient.invalidateQueries({ queryKey: communityMapQueries.travellersAll() });
      }, NEWCOMER_REFETCH_MS);
    }
  });

  const list = useMemo(
    () => (travellers.data ?? []).filter((traveller) => traveller.user_id !== selfId),
    [travellers.data, selfId],
  );
  const index = useMemo(() => indexTravellers(list), [list]);
  const items = useMemo(() => (view ? index.items(view.box, view.zoom) : []), [index, view]);
  const inView = useMemo(
    () => items.reduce((sum, item) => sum + (item.kind === 'cluster' ? item.count : 1), 0),
    [items],
  );

  const travellerName = useTravellerName();
  const nameOf = useCallback((traveller: TravellerLocation) => travellerName(traveller.user), [travellerName]);

  // Travellers and clusters, redrawn when the list, the view or the language changes.
  useEffect(() => {
    if (!ready || !view) return;
    const { map, maplibre } = ready;
    const markers: MapLibre.Marker[] = [];
    for (const item of items) {
      if (item.kind === 'cluster') {
        const element = clusterMarker(item.count, t('map.cluster', { count: item.count }));
        element.addEventListener('click', () => {
          map.easeTo({ center: [item.longitude, item.latitude], zoom: index.expansionZoom(item.id) });
        });
        markers.push(new maplibre.Marker({ element }).setLngLat([item.longitude, item.latitude]).addTo(map));
        continue;
      }
      const { traveller } = item;
      const name = nameOf(traveller);
      const element = travellerMarker(traveller, name, {
        zoom: view.zoom,
        approximateRadiusM: SOCIAL_LIMITS.approximateGridM,
      });
      const profile = `/social/travellers/${traveller.user_id}`;
      const message = `/social?tab=messages&to=${traveller.user_id}`;
      const popup = new maplibre.Popup({ offset: traveller.approximate ? 4 : 16 }).setDOMContent(
        popupElement({
          name,
          detail: traveller.approximate ? t('map.approximate') : t('map.friend'),
          actions: [
            { label: t('map.view_profile'), href: profile, onClick: () => void navigate(profile) },
            { label: t('map.message'), href: message, onClick: () => void navigate(message) },
          ],
        }),
      );
      markers.push(
        new maplibre.Marker({ element })
          .setLngLat([traveller.longitude, traveller.latitude])
          .setPopup(popup)
          .addTo(map),
      );
    }
    return () => {
      for (const marker of markers) marker.remove();
    };
  }, [ready, view, items, index, nameOf, navigate, t]);

  // Campgrounds under the travellers.
  useEffect(() => {
    if (!ready || !campgrounds.data) return;
    const { map, maplibre } = ready;
    const markers = campgrounds.data.map((site) => {
      const name = campgroundName(site);
      return new maplibre.Marker({ element: campgroundMarker(name) })
        .setLngLat([site.lon, site.lat])
        .setPopup(new maplibre.Popup({ offset: 8 }).setDOMContent(popupElement({ name })))
        .addTo(map);
    });
    return () => {
      for (const marker of markers) marker.remove();
    };
  }, [ready, campgrounds.data, campgroundName]);

  // Marketplace items on sale near the view, beside the campgrounds.
  useEffect(() => {
    if (!ready || !listings.data) return;
    const { map, maplibre } = ready;
    const markers = listings.data.flatMap((listing) => {
      if (!listing.place) return [];
      const href = `/social?tab=marketplace&listing=${listing.id}`;
      const popup = popupElement({
        name: listing.title,
        detail: `${formatMoney(listing.price, listing.currency)} · ${listing.place.name}`,
        actions: [{ label: t('map.view_listing'), href, onClick: () => void navigate(href) }],
      });
      return [
        new maplibre.Marker({ element: listingMarker(t('map.listing', { title: listing.title })) })
          .setLngLat([listing.place.longitude, listing.place.latitude])
          .setPopup(new maplibre.Popup({ offset: 8 }).setDOMContent(popup))
          .addTo(map),
      ];
    });
    return () => {
      for (const marker of markers) marker.remove();
    };
  }, [ready, listings.data, formatMoney, navigate, t]);

  // The user's own position and destination, on top of everything.
  const ownLatitude = own?.latitude;
  const ownLongitude = own?.longitude;
  useEffect(() => {
    if (!ready || ownLatitude === undefined || ownLongitude === undefined) return;
    const { map, maplibre } = ready;
    const marker = new maplibre.Marker({ element: ownPositionMarker(t('map.you')) })
      .setLngLat([ownLongitude, ownLatitude])
      .setPopup(new maplibre.Popup({ offset: 12 }).setDOMContent(popupElement({ name: t('map.you') })))
      .addTo(map);
    return () => void marker.remove();
  }, [ready, ownLatitude, ownLongitude, t]);

  const destinationLatitude = destination?.latitude;
  const destinationLongitude = destination?.longitude;
  useEffect(() => {
    if (!ready || destinationLatitude === undefined || destinationLongitude === undefined) return;
    const { map, maplibre } = ready;
    const marker = new maplibre.Marker({ element: destinationMarker(t('map.destination')), anchor: 'bottom' })
      .setLngLat([destinationLongitude, destinationLatitude])
      .setPopup(new maplibre.Popup({ offset: 24 }).setDOMContent(popupElement({ name: t('map.destination') })))
      .addTo(map);
    return () => void marker.remove();
  }, [ready, destinationLatitude, destinationLongitude, t]);

  // A tap on the map (not on a marker) offers to set the destination there.
  const picker = useRef<MapLibre.Popup | null>(null);
  useEffect(() => () => void picker.current?.remove(), []);
  const offerDestination = useCallback(
    (lat: number, lon: number) => {
      if (!ready) return;
      picker.current?.remove();
      const popup = new ready.maplibre.Popup({ closeOnClick: true })
        .setLngLat([lon, lat])
        .setDOMContent(
          popupElement({
            name: t('map.set_destination_here'),
            actions: [
              {
                label: t('map.set_destination_here'),
                onClick: () => {
                  popup.remove();
                  setDestination.mutate({ latitude: lat, longitude: lon });
                },
              },
            ],
          }),
        )
        .addTo(ready.map);
      picker.current = popup;
    },
    [ready, setDestination, t],
  );

  return (
    <HeadedSection id={headingId} title={t('map.title')} intro={t('map.description')} className="flex flex-col gap-4">
      <SharingPanel own={own} destination={destination} />
      <div className="flex flex-col gap-2">
        <RouteMap
          label={t('map.label')}
          unavailableText={t('map.unavailable')}
          onMapReady={setReady}
          onMapClick={offerDestination}
          className={
            className ??
            'h-[60vh] max-h-[32rem] min-h-72 w-full touch-manipulation overflow-hidden rounded-xl border border-slate-200 sm:h-[28rem] dark:border-slate-800'
          }
        />
        <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-slate-600 dark:text-slate-300">
          <p aria-live="polite">{view ? t('map.in_view', { count: inView }) : t('map.tap_hint')}</p>
          {view ? <p>{t('map.tap_hint')}</p> : null}
        </div>
        {setDestination.isError ? (
          <p role="alert" className="text-sm text-red-700 dark:text-red-400">
            {t('map.destination_failed')} {errorText(setDestination.error)}
          </p>
        ) : null}
        {travellers.isError ? (
          <div role="alert" className="flex flex-wrap items-center gap-2 text-sm text-red-700 dark:text-red-400">
            <span>{t('map.travellers_failed')}</span>
            <Button type="button" variant="secondary" size="sm" onClick={() => void travellers.refetch()}>
              {t('map.retry')}
            </Button>
          </div>
        ) : null}
      </div>
    </HeadedSection>
  );
}
