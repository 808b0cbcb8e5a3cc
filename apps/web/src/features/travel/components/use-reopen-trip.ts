import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import type { PlanResponse, Trip } from '@ww/contracts';
import { useTrips } from '../api/trips.ts';

/**
 * A saved trip reopened from the Trips tab (?trip=id): once its trips load, `reopen` gets the trip with its plan
 * (or the user hears it has none) and the address loses ?trip=. `reopen` must keep its identity between renders.
 */
export function useReopenTrip(reopen: (trip: Trip & { plan: PlanResponse }) => void) {
  const { t } = useTranslation('wheels_trips');
  const [params, setParams] = useSearchParams();
  const reopenId = params.get('trip');
  const savedTrips = useTrips({ enabled: reopenId !== null });
  // Each ?trip= is opened once, whatever re-renders before the address loses it.
  const reopenedId = useRef<string | null>(null);
  useEffect(() => {
    if (!reopenId || !savedTrips.data || reopenedId.current === reopenId) return;
    reopenedId.current = reopenId;
    const trip = savedTrips.data.find((candidate) => candidate.id === reopenId);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('trip');
        return next;
      },
      { replace: true },
    );
    if (trip?.plan) reopen({ ...trip, plan: trip.plan });
    else toast.error(t('planner.reopen_missing'));
  }, [reopenId, savedTrips.data, reopen, setParams, t]);
}
