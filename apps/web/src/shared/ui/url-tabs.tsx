import { useSearchParams } from 'react-router';
import { Tabs } from 'radix-ui';
import type { ReactNode } from 'react';

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

/** Radix tabs whose active tab lives in the URL (?tab=), so it survives reloads and can be linked to. */
export function UrlTabs({ label, tabs }: UrlTabsProps) {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const active = tabs.find((tab) => tab.id === requested)?.id ?? tabs[0]?.id ?? '';

  const select = (id: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('tab', id);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  return (
    <Tabs.Root value={active} onValueChange={select} activationMode="manual">
      <Tabs.List
        aria-label={label}
        className="-mx-4 flex gap-1 overflow-x-auto border-b border-slate-200 px-4 sm:mx-0 sm:px-0 dark:border-slate-800"
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
      {tabs.map((tab) => (
        <Tabs.Content key={tab.id} value={tab.id} className="pt-6 focus-visible:outline-none">
          {tab.content}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
