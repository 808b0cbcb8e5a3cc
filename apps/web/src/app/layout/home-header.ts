/**
 * The home page's header classes (SPEC §2): see-through over the hero, frosted once the page has scrolled past
 * INTERFACE.headerScrolledAfterPx. Shared by the React header and the prerendered landing page's script, which
 * toggles the same classes without React.
 */
export const HOME_HEADER_TOP_CLASSES = 'bg-transparent';
export const HOME_HEADER_SCROLLED_CLASSES = 'bg-white/80 shadow-sm backdrop-blur dark:bg-slate-900/80';
