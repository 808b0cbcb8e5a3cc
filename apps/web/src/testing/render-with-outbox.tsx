import { useEffect, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { startOutbox } from '#shared/lib/outbox/index.ts';
import { renderWithProviders } from './render-app.tsx';

/** The outbox replaying for the rendered app's query cache, as the app shell runs it. */
function OutboxRunning() {
  const queryClient = useQueryClient();
  useEffect(() => startOutbox(queryClient), [queryClient]);
  return null;
}

/** Renders a page or component as `renderWithProviders` does, with the outbox replaying writes as the app shell does. */
export function renderWithOutbox(ui: ReactNode, path?: string) {
  return renderWithProviders(
    <>
      <OutboxRunning />
      {ui}
    </>,
    path,
  );
}
