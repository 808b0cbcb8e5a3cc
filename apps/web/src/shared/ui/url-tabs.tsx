import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Tabs } from 'radix-ui';
import clsx from 'clsx';
import { ChevronLeft, ChevronRight } from 'lucide-react';

export interface UrlTab {
  /** The value kept in ?tab=. */
  id: string;
  label: string;
  /** Rendered only while the tab is selected, so a lazily loaded tab loads when it is first opened. */
  content: ReactNode;
}

interface UrlTabsProps {
  /** Accessible name of the tab list. */
  label: string;
  tabs: readonly UrlTab[];
}

/** Whether a horizontally scrolling element hides content before and after what it shows (1 px of slack). */
function useHiddenEdges(ref: RefObject<HTMLElement | null>, labels: string): { before: boolean; after: boolean } {
  const [edges, setEdges] = useState({ before: false, after: false });
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const before = element.scrollLeft > 1;
      const after = element.scrollLeft + element.clientWidth < element.scrollWidth - 1;
      setEdges((previous) => (previous.before === before && previous.after === after ? previous : { before, after }));
    };
    measure();
    // The row's width changes with the window, and its content's with the labels (a language change, a font load).
    const resize = new ResizeObserver(measure);
    resize.observe(element);
    for (const child of element.children) resize.observe(child);
    element.addEventListener('scroll', measure, { passive: true });
    return () => {
      resize.disconnect();
      element.removeEventListener('scroll', measure);
    };
  }, [ref, labels]);
  return edges;
}

function scrollBehavior(): ScrollBehavior {
  const reduced =
    document.documentElement.classList.contains('reduce-motion') ||
    window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  return reduced ? 'instant' : 'smooth';
}

/**
 * The end of a tab row that hides tabs: a fade over the last visible ones and a button that scrolls the row by most
 * of its width, so a cut-off "Vehicle Maintena…" reads as "there is more this way".
 */
function ScrollEdge({ side, onScroll }: { side: 'before' | 'after'; onScroll: () => void }) {
  const { t } = useTranslation('common');
  const label = side === 'before' ? t('tabs.scroll_back') : t('tabs.scroll_forward');
  return (
    <div
      className={clsx(
        // Above the row's bottom border, which stays drawn to the edge.
        'pointer-events-none absolute top-0 bottom-px flex items-stretch',
        side === 'before' ? 'left-0 flex-row-reverse' : 'right-0',
      )}
    >
      <span
        aria-hidden
        className={clsx(
          'w-6 from-transparent to-slate-50 dark:to-slate-950',
          side === 'before' ? 'bg-linear-to-l' : 'bg-linear-to-r',
        )}
      />
      <button
        type="button"
        aria-label={label}
        title={label}
        onClick={onScroll}
        className="pointer-events-auto inline-flex min-h-11 w-11 items-center justify-center bg-slate-50 text-slate-600 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-emerald-700 dark:bg-slate-950 dark:text-slate-300 dark:hover:text-white"
      >
        {side === 'before' ? (
          <ChevronLeft aria-hidden className="h-5 w-5" />
        ) : (
          <ChevronRight aria-hidden className="h-5 w-5" />
        )}
      </button>
    </div>
  );
}

/**
 * Radix tabs whose active tab lives in the URL (?tab=), so it survives reloads and can be linked to. A row wider than
 * the screen scrolls sideways, and shows at each end that hides tabs that it does (ScrollEdge).
 */
export function UrlTabs({ label, tabs }: UrlTabsProps) {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const active = tabs.find((tab) => tab.id === requested)?.id ?? tabs[0]?.id ?? '';
  const listRef = useRef<HTMLDivElement>(null);
  const edges = useHiddenEdges(listRef, tabs.map((tab) => tab.label).join('\n'));

  // A tab opened by its link (?tab=safety) may be beyond the screen's edge: the row scrolls to it, the page does not.
  useEffect(() => {
    const list = listRef.current;
    const tab = list?.querySelector<HTMLElement>('[role="tab"][data-state="active"]');
    if (!list || !tab) return;
    const row = list.getBoundingClientRect();
    const box = tab.getBoundingClientRect();
    if (box.left < row.left || box.right > row.right)
      list.scrollLeft += box.left - row.left - (row.width - box.width) / 2;
  }, [active]);

  const select = (id: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('tab', id);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  const scrollBy = (direction: 1 | -1) => {
    const list = listRef.current;
    if (list) list.scrollBy({ left: direction * list.clientWidth * 0.8, behavior: scrollBehavior() });
  };

  return (
    <Tabs.Root value={active} onValueChange={select} activationMode="manual">
      <div className="relative -mx-4 sm:mx-0">
        <Tabs.List
          ref={listRef}
          aria-label={label}
          className="flex gap-1 overflow-x-auto border-b border-slate-200 px-4 sm:px-0 dark:border-slate-800"
        >
          {tabs.map((tab) => (
            <Tabs.Trigger
              key={tab.id}
              value={tab.id}
              className="min-h-11 shrink-0 border-b-2 border-transparent px-3 py-2.5 text-sm font-medium whitespace-nowrap text-slate-600 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-emerald-700 data-[state=active]:border-emerald-700 data-[state=active]:text-emerald-800 dark:text-slate-300 dark:hover:text-white dark:data-[state=active]:border-emerald-400 dark:data-[state=active]:text-emerald-300"
            >
              {tab.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {edges.before && <ScrollEdge side="before" onScroll={() => scrollBy(-1)} />}
        {edges.after && <ScrollEdge side="after" onScroll={() => scrollBy(1)} />}
      </div>
      {tabs.map((tab) => (
        <Tabs.Content key={tab.id} value={tab.id} className="pt-6 focus-visible:outline-none">
          {tab.content}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
