import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { startsWithVowelSound, type Campground } from '@ww/contracts';

/**
 * A campground's name on the map: its own, or for a site without one its kind and nearest town in the reader's
 * language ("Campsite near Ambleside", "Camping près d'Ambleside"), or its kind alone when no town is near. (The
 * travel screens word it the same way, from their own texts: features do not share components.)
 */
export function useCampgroundName(): (site: Pick<Campground, 'name' | 'kind' | 'near_place'>) => string {
  const { t } = useTranslation('community_map');
  return useCallback(
    (site) => {
      const own = site.name?.trim();
      if (own) return own;
      const kind = t(`map.campground_name.${site.kind}`);
      const place = site.near_place;
      if (!place) return kind;
      return t(startsWithVowelSound(place) ? 'map.campground_name.near_vowel' : 'map.campground_name.near', {
        kind,
        place,
      });
    },
    [t],
  );
}
