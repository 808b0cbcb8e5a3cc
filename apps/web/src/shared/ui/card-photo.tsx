import type { ReactNode } from 'react';
import { ImageOff } from 'lucide-react';

/**
 * A card's photo in a 4:3 box, loaded lazily at its own size; a "no photo" mark where there is none. `children` sit
 * over it (a badge in a corner).
 */
export function CardPhoto({
  photo,
  children,
}: {
  photo: { url: string; width: number; height: number } | null | undefined;
  children?: ReactNode;
}) {
  return (
    <div className="relative aspect-[4/3] w-full bg-slate-100 dark:bg-slate-800">
      {photo ? (
        <img
          src={photo.url}
          alt=""
          width={photo.width}
          height={photo.height}
          loading="lazy"
          className="h-full w-full object-cover"
        />
      ) : (
        <ImageOff aria-hidden className="absolute inset-0 m-auto h-8 w-8 text-slate-400" />
      )}
      {children}
    </div>
  );
}
