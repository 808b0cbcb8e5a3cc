import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The item a /social tab shows in full (a group, a shared trip, a listing, a hustle), kept in the URL as `?<key>=<id>`
 * so it can be linked to, survives a reload and is left with Back. Opening one keeps the other parameters (the tab).
 */
export function useOpenItem(key: string): [string | null, (id: string | null) => void] {
  const [params, setParams] = useSearchParams();
  const open = useCallback(
    (id: string | null) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (id) next.set(key, id);
          else next.delete(key);
          return next;
        },
        { preventScrollReset: true },
      ),
    [key, setParams],
  );
  return [params.get(key), open];
}
