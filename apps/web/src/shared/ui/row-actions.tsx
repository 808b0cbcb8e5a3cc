import clsx from 'clsx';
import { Pencil, Trash2 } from 'lucide-react';
import { Button } from './button.tsx';

export interface RowActionsProps {
  /** Accessible names that say which row (e.g. 'Edit Fuel, 12 March'). */
  editLabel: string;
  deleteLabel: string;
  onEdit: () => void;
  onDelete: () => void;
  /** The delete of this row is under way. */
  deleting?: boolean;
  className?: string;
}

/** The edit and delete icon buttons at the end of a list row. */
export function RowActions({ editLabel, deleteLabel, onEdit, onDelete, deleting, className }: RowActionsProps) {
  return (
    <div className={clsx('flex shrink-0 gap-1', className)}>
      <Button variant="ghost" size="sm" aria-label={editLabel} onClick={onEdit}>
        <Pencil aria-hidden className="h-4 w-4" />
      </Button>
      <Button variant="ghost" size="sm" aria-label={deleteLabel} loading={deleting} onClick={onDelete}>
        <Trash2 aria-hidden className="h-4 w-4" />
      </Button>
    </div>
  );
}
