import { createContext, useContext, type ReactNode } from 'react';

/**
 * The community map belongs to another feature; the app composes it into /social (app/routes.tsx) and the tabs that
 * show it read it from here, so the social feature never imports the map's feature.
 */
const CommunityMapSlot = createContext<ReactNode>(null);

export const CommunityMapSlotProvider = CommunityMapSlot.Provider;

export function useCommunityMapSlot(): ReactNode {
  return useContext(CommunityMapSlot);
}
