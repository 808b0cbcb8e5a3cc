/**
 * The shell outbox (issue 13 point 3, decision 032): the one way an offline-capable write is made. Other code imports
 * only from here.
 */
export {
  OUTBOX_KINDS,
  OUTBOX_RETRY,
  type OutboxEntry,
  type OutboxKind,
  type OutboxMethod,
  type OutboxStatus,
  type OutboxWrite,
  type TypedOutboxWrite,
} from './outbox-store.ts';
export { routeWrite } from '../api-client.ts';
export { discardEntry, enqueueWrite, hasPendingWrites, resendEntry, runOutbox, startOutbox } from './outbox-runtime.ts';
export {
  entryError,
  useOutboxEntries,
  useOutboxWrite,
  useUnsentRows,
  type OutboxOutcome,
  type OutboxWriteOptions,
  type RowSendState,
} from './use-outbox.ts';
