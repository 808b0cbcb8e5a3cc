import { useEffect, type RefObject } from 'react';
import type * as maplibregl from 'maplibre-gl';
import { selectLabels, type MapPoint, type PlacedLabel, type Town } from './map-data.ts';
import { labelElement, placeLabel } from './map-elements.ts';
import type { RouteMapProps } from './route-map.tsx';

/**
 * The largest `towns` in view that fit between the markers (`stops` and `groups`) as labels in `labelLayerRef`,
 * re-chosen when the map stops moving and kept in place while it moves.
 */
export function useTownLabels(
  mapRef: RefObject<maplibregl.Map | null>,
  labelLayerRef: RefObject<HTMLDivElement | null>,
  loaded: boolean,
  towns: Town[] | undefined,
  stops: readonly MapPoint[],
  groups: NonNullable<RouteMapProps['groups']>,
): void {
  useEffect(() => {
    const map = mapRef.current;
    const layer = labelLayerRef.current;
    if (!map || !layer || !loaded || !towns) return;
    const all = towns;
    let shown: Array<{ label: PlacedLabel; element: HTMLElement }> = [];
    const choose = () => {
      const bounds = map.getBounds();
      const container = map.getContainer();
      const markers = [...stops, ...groups.flatMap((group) => group.points)].map((point) =>
        map.project([point.lon, point.lat]),
      );
      const placed = selectLabels(all, {
        zoom: map.getZoom(),
        width: container.clientWidth,
        height: container.clientHeight,
        bounds: [bounds.getWest(), bounds.getSouth(), bounds.getEast(), bounds.getNorth()],
        project: (lon, lat) => map.project([lon, lat]),
        obstacles: markers,
      });
      shown = placed.map((label) => ({ label, element: labelElement(label.town) }));
      for (const { label, element } of shown) placeLabel(element, label.x, label.y);
      layer.replaceChildren(...shown.map(({ element }) => element));
    };
    const follow = () => {
      for (const { label, element } of shown) {
        const { x, y } = map.project([label.town.lon, label.town.lat]);
        placeLabel(element, x, y);
      }
    };
    choose();
    map.on('moveend', choose);
    map.on('move', follow);
    return () => {
      map.off('moveend', choose);
      map.off('move', follow);
      layer.replaceChildren();
    };
  }, [mapRef, labelLayerRef, loaded, towns, stops, groups]);
}
