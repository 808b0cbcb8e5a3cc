import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { startsWithVowelSound, type Campground } from '@ww/contracts';

export type NamedSite = Pick<Campground, 'name' | 'kind' | 'near_place'>;

/**
 * A campground's name as every travel screen shows it: its own name, or for a site without one its kind and nearest
 * town in the reader's language ("Campsite near Ambleside", "Camping près d'Ambleside"), or its kind alone when no
 * town is near.
 */
export function useCampgroundName(): (site: NamedSite) => string {
  const { t } = useTranslation('wheels_campgrounds');
  return useCallback(
    (site) => {
      if (site.name) return site.name;
      const kind = t(`site_name.${site.kind}`);
      if (!site.near_place) return kind;
      const place = site.near_place;
      return startsWithVowelSound(place)
        ? t('site_name.near_vowel', { kind, place })
        : t('site_name.near', { kind, place });
    },
    [t],
  );
}
