/**
 * The travel feature's one query-key factory. Every key starts with 'travel'; each resource owns a sub-tree
 * (`all()` invalidates everything of it). Add a resource as its own block below.
 */
export const travelKeys = {
  all: () => ['travel'] as const,
  vehicles: {
    all: () => [...travelKeys.all(), 'vehicles'] as const,
    list: () => [...travelKeys.vehicles.all(), 'list'] as const,
  },
  fuelLog: {
    all: () => [...travelKeys.all(), 'fuel-log'] as const,
    list: (vehicleId: string | null) => [...travelKeys.fuelLog.all(), 'list', vehicleId ?? 'all'] as const,
    stats: (vehicleId: string | null) => [...travelKeys.fuelLog.all(), 'stats', vehicleId ?? 'all'] as const,
  },
  maintenance: {
    all: () => [...travelKeys.all(), 'maintenance'] as const,
    records: () => [...travelKeys.maintenance.all(), 'records'] as const,
    schedules: () => [...travelKeys.maintenance.all(), 'schedules'] as const,
    reminders: () => [...travelKeys.maintenance.all(), 'reminders'] as const,
  },
  storage: {
    all: () => [...travelKeys.all(), 'storage'] as const,
    list: (q: string, vehicleId: string | null) => [...travelKeys.storage.all(), 'list', q, vehicleId ?? 'all'] as const,
    summary: (vehicleId: string | null) => [...travelKeys.storage.all(), 'summary', vehicleId ?? 'all'] as const,
  },
  safety: {
    all: () => [...travelKeys.all(), 'safety'] as const,
    checklists: () => [...travelKeys.safety.all(), 'checklists'] as const,
    runs: () => [...travelKeys.safety.all(), 'runs'] as const,
    run: (id: string) => [...travelKeys.safety.all(), 'run', id] as const,
  },
  trips: {
    all: () => [...travelKeys.all(), 'trips'] as const,
    list: () => [...travelKeys.trips.all(), 'list'] as const,
  },
  preferences: {
    all: () => [...travelKeys.all(), 'preferences'] as const,
    detail: () => [...travelKeys.preferences.all(), 'detail'] as const,
  },
  geocode: (q: string) => [...travelKeys.all(), 'geocode', q] as const,
};
