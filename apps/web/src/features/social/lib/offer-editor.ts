import { useState } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { ApiRequestError } from '#shared/lib/api-client.ts';

/**
 * Writing an offer of a /social tab (a listing, a hustle) in the tab itself: a new one or one being edited takes the
 * tab's place until it is published or saved (then it opens, with the tab's word for it) or cancelled.
 */
export function useOfferEditor<T extends { id: string }, F extends P, P>(options: {
  create: UseMutationResult<T, ApiRequestError, F>;
  update: UseMutationResult<T, ApiRequestError, { id: string; patch: P }>;
  /** Opens the saved offer (?listing=<id>, ?hustle=<id>). */
  open: (id: string) => void;
  published: string;
  saved: string;
}) {
  const { create, update, open, published, saved } = options;
  // The offer being edited; null for a new one. Nothing is being written while the state is null.
  const [editing, setEditing] = useState<{ item: T | null } | null>(null);
  const form = editing && {
    key: editing.item?.id ?? 'new',
    item: editing.item,
    busy: (editing.item ? update : create).isPending,
    onCancel: () => {
      (editing.item ? update : create).reset();
      setEditing(null);
    },
    /** Resolves once saved; rejects with the server's refusal, which the form shows. */
    onSubmit: async (fields: F) => {
      const { item } = editing;
      const result = item ? await update.mutateAsync({ id: item.id, patch: fields }) : await create.mutateAsync(fields);
      toast.success(item ? saved : published);
      setEditing(null);
      open(result.id);
    },
  };
  return {
    form,
    startNew: () => {
      create.reset();
      setEditing({ item: null });
    },
    startEdit: (item: T) => {
      update.reset();
      setEditing({ item });
    },
  };
}
