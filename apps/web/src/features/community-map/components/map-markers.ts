import type { TravellerLocation } from '@ww/contracts';

/**
 * The community map's markers and popups as DOM elements (MapLibre places HTML markers). Every text is set with
 * textContent: names come from users and are never parsed as HTML. Each element carries `data-map-marker`, so a tap
 * on it is not taken for a tap on the map (which offers to set the destination there).
 */

export interface PopupTexts {
  name: string;
  detail?: string;
  actions?: Array<{ label: string; onClick: () => void; href?: string }>;
}

export function popupElement({ name, detail, actions = [] }: PopupTexts): HTMLElement {
  const root = document.createElement('div');
  root.dataset.mapMarker = 'popup';
  root.className = 'flex min-w-40 flex-col gap-1 text-sm text-slate-900';
  const title = document.createElement('strong');
  title.textContent = name;
  root.append(title);
  if (detail) {
    const line = document.createElement('span');
    line.className = 'text-xs text-slate-600';
    line.textContent = detail;
    root.append(line);
  }
  if (actions.length > 0) {
    const row = document.createElement('div');
    row.className = 'mt-1 flex flex-wrap gap-2';
    for (const action of actions) {
      // Links stay links (open in a new tab, read by screen readers as such); a plain click navigates in the app.
      const element = document.createElement(action.href ? 'a' : 'button');
      if (element instanceof HTMLAnchorElement && action.href) element.href = action.href;
      else element.setAttribute('type', 'button');
      element.className =
        'inline-flex min-h-9 items-center rounded-md bg-emerald-700 px-3 text-xs font-medium text-white hover:bg-emerald-800 focus-visible:outline-2 focus-visible:outline-emerald-700';
      element.textContent = action.label;
      element.addEventListener('click', (event) => {
        if (event instanceof MouseEvent && (event.metaKey || event.ctrlKey || event.shiftKey)) return;
        event.preventDefault();
        action.onClick();
      });
      row.append(element);
    }
    root.append(row);
  }
  return root;
}

type MarkerStyle = { size: number } & Partial<
  Pick<
    CSSStyleDeclaration,
    | 'background'
    | 'border'
    | 'borderRadius'
    | 'boxShadow'
    | 'color'
    | 'font'
    | 'textAlign'
    | 'transform'
    | 'display'
    | 'alignItems'
    | 'justifyContent'
  >
>;

const ROUND = '9999px';
const SHADOW = '0 1px 3px rgb(0 0 0 / 0.4)';
const SMALL_SHADOW = '0 1px 2px rgb(0 0 0 / 0.4)';

/** A marker of `size` px square (a white 2 px border unless the style says otherwise), focusable and named by `label`. */
function marker(kind: string, label: string, { size, ...style }: MarkerStyle, text?: string): HTMLElement {
  const element = document.createElement('div');
  element.dataset.mapMarker = kind;
  element.setAttribute('role', 'button');
  element.setAttribute('tabindex', '0');
  element.setAttribute('aria-label', label);
  Object.assign(element.style, {
    cursor: 'pointer',
    boxSizing: 'border-box',
    width: `${size}px`,
    height: `${size}px`,
    border: '2px solid white',
    ...style,
  });
  if (text !== undefined) element.textContent = text;
  // Keyboard users open the popup as a click would.
  element.addEventListener('keydown', (event) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      element.click();
    }
  });
  return element;
}

/** A numbered bubble for travellers close together; its size grows with the count. */
export function clusterMarker(count: number, label: string): HTMLElement {
  return marker(
    'cluster',
    label,
    {
      size: Math.min(56, 30 + Math.round(Math.log10(count) * 12)),
      borderRadius: ROUND,
      background: 'rgb(4 120 87 / 0.85)',
      border: '3px solid rgb(255 255 255 / 0.9)',
      color: 'white',
      font: '600 13px/1 system-ui, sans-serif',
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      boxShadow: '0 1px 4px rgb(0 0 0 / 0.35)',
    },
    String(count),
  );
}

/** Ground metres per CSS pixel at a latitude and zoom (MapLibre's 512-pixel tiles). */
export function metresPerPixel(latitude: number, zoom: number): number {
  return (40_075_016.686 * Math.cos((latitude * Math.PI) / 180)) / (512 * 2 ** zoom);
}

/** The smallest approximate circle drawn, so it stays tappable when zoomed out. */
const MIN_AREA_PX = 22;

/**
 * A traveller: a friend (exact position) as a pin with their initial; anyone else as a translucent circle of about
 * 1 km on the ground around the approximate position, never as a pin that would pretend to be exact.
 */
export function travellerMarker(
  traveller: TravellerLocation,
  name: string,
  { zoom, approximateRadiusM }: { zoom: number; approximateRadiusM: number },
): HTMLElement {
  if (traveller.approximate) {
    const diameter = Math.max(MIN_AREA_PX, (2 * approximateRadiusM) / metresPerPixel(traveller.latitude, zoom));
    return marker('approximate', name, {
      size: Math.round(diameter),
      borderRadius: ROUND,
      background: 'rgb(14 116 144 / 0.18)',
      border: '2px solid rgb(14 116 144 / 0.8)',
    });
  }
  return marker(
    'traveller',
    name,
    {
      size: 30,
      borderRadius: ROUND,
      background: '#0e7490',
      color: 'white',
      font: '600 13px/26px system-ui, sans-serif',
      textAlign: 'center',
      boxShadow: SHADOW,
    },
    (name.trim()[0] ?? '?').toUpperCase(),
  );
}

export function ownPositionMarker(label: string): HTMLElement {
  return marker('self', label, {
    size: 20,
    borderRadius: ROUND,
    background: '#2563eb',
    border: '3px solid white',
    boxShadow: '0 0 0 6px rgb(37 99 235 / 0.25), 0 1px 3px rgb(0 0 0 / 0.4)',
  });
}

export function destinationMarker(label: string): HTMLElement {
  return marker('destination', label, {
    size: 26,
    borderRadius: '50% 50% 50% 0',
    transform: 'rotate(-45deg)',
    background: '#dc2626',
    boxShadow: SHADOW,
  });
}

/** A marketplace item: an amber diamond, told apart from the campgrounds' green squares. */
export function listingMarker(label: string): HTMLElement {
  return marker('listing', label, {
    size: 14,
    transform: 'rotate(45deg)',
    background: '#d97706',
    boxShadow: SMALL_SHADOW,
  });
}

export function campgroundMarker(label: string): HTMLElement {
  return marker('campground', label, { size: 14, borderRadius: '3px', background: '#15803d', boxShadow: SMALL_SHADOW });
}
