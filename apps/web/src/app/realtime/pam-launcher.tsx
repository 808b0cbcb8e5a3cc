import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { PamDataTopic } from '@ww/contracts';
import PamAssistant from '#features/assistant/components/pam-assistant.tsx';
import { invalidateDataTopics } from './data-changed.ts';

/**
 * Pam's floating button and chat for a signed-in user, given the app's way to refresh what a reply changed (the
 * assistant feature cannot name other features' queries). Its own chunk: a visitor's first load never carries it.
 */
export default function PamLauncher() {
  const queryClient = useQueryClient();
  const onDataChanged = useCallback(
    (topics: PamDataTopic[]) => void invalidateDataTopics(queryClient, topics),
    [queryClient],
  );
  return <PamAssistant onDataChanged={onDataChanged} />;
}
