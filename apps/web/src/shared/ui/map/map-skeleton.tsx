import clsx from 'clsx';

export interface MapSkeletonProps {
  /** Read by screen readers; the drawing itself is decorative. */
  text: string;
  className?: string;
}

/**
 * What stands in for a map while its code, its data or its first frame load: a pale sea with the shapes of land,
 * a route and markers, gently pulsing (still for users who ask for reduced motion), at the map's own size.
 */
export function MapSkeleton({ text, className }: MapSkeletonProps) {
  return (
    <div
      role="status"
      data-testid="map-skeleton"
      className={clsx('relative overflow-hidden bg-slate-100 dark:bg-slate-800', className)}
    >
      <span className="sr-only">{text}</span>
      <div aria-hidden className="absolute inset-0 animate-pulse motion-reduce:animate-none">
        <div className="absolute top-[12%] left-[8%] h-[46%] w-[34%] rounded-[40%_55%_45%_60%] bg-slate-200 dark:bg-slate-700" />
        <div className="absolute top-[30%] left-[52%] h-[58%] w-[38%] rounded-[55%_40%_60%_45%] bg-slate-200 dark:bg-slate-700" />
        <div className="absolute top-[62%] left-[14%] h-[22%] w-[22%] rounded-[50%] bg-slate-200 dark:bg-slate-700" />
        <div className="absolute top-[38%] left-[24%] h-1 w-[46%] rotate-12 rounded-full bg-slate-300 dark:bg-slate-600" />
        <div className="absolute top-[32%] left-[23%] h-5 w-5 rounded-full bg-slate-300 dark:bg-slate-600" />
        <div className="absolute top-[52%] left-[67%] h-5 w-5 rounded-full bg-slate-300 dark:bg-slate-600" />
        <div className="absolute top-3 right-3 h-14 w-7 rounded-md bg-slate-200 dark:bg-slate-700" />
      </div>
    </div>
  );
}
