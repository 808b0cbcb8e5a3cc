import type { ComponentType } from 'react';
import type { KeyIds } from '#shared/i18n/i18n.ts';
import { preloadableLazy, type PreloadableComponent } from '#shared/lib/preloadable-lazy.ts';

// Its own chunk and namespace: a card of due maintenance that shows above the tabs only when something is due.
export const MaintenanceReminders = preloadableLazy(
  () => import('../components/maintenance-reminders.tsx').then((m) => ({ default: m.MaintenanceReminders })),
  ['wheels_maintenance'],
);

/** SPEC §2 tabs of /wheels, in order; each one's code loads when the tab is first opened. */
export const WHEELS_TABS: ReadonlyArray<{
  id: KeyIds<'areas.wheels.tabs', '.label'>;
  component: PreloadableComponent<ComponentType>;
}> = [
  {
    id: 'trip-planner',
    component: preloadableLazy(() => import('../components/trip-planner-tab.tsx'), ['wheels_trips']),
  },
  { id: 'trips', component: preloadableLazy(() => import('../components/trips-tab.tsx'), ['wheels_trips']) },
  {
    id: 'fuel-log',
    component: preloadableLazy(() => import('../components/fuel-log-tab.tsx'), ['wheels_fuel', 'wheels_vehicles']),
  },
  {
    id: 'maintenance',
    component: preloadableLazy(() => import('../components/maintenance-tab.tsx'), ['wheels_maintenance']),
  },
  { id: 'storage', component: preloadableLazy(() => import('../components/storage-tab.tsx'), ['wheels_storage']) },
  { id: 'safety', component: preloadableLazy(() => import('../components/safety-tab.tsx'), ['wheels_safety']) },
];

/** The due-maintenance card and the tab the address opens: loaded with the page (app/lazy-page.ts), not after it. */
export async function preloadWheelsContent(search: URLSearchParams): Promise<void> {
  const tab = WHEELS_TABS.find(({ id }) => id === search.get('tab')) ?? WHEELS_TABS[0];
  await Promise.all([MaintenanceReminders.preload(), tab?.component.preload()]);
}
