// A list item's buttons: Move up, Move down and Remove, each named with the item ("Move Jane Doe up") for
// assistive technology; the ends of the list have no way further.
import { Button } from '@/components/ui/button';
import { CloseIcon } from '@/components/ui/icons';

type ListItemActionsProps = {
  /** The id the buttons' ids start with (`${id}-up`, `${id}-down`, `${id}-remove`), so focus can follow a move. */
  id: string;
  name: string;
  first: boolean;
  last: boolean;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
  canRemove: boolean;
};

export function ListItemActions({ id, name, first, last, onMove, onRemove, canRemove }: ListItemActionsProps) {
  return (
    <div className="flex flex-wrap gap-2">
      <Button id={`${id}-up`} variant="outline" size="sm" disabled={first} onClick={() => onMove(-1)} aria-label={`Move ${name} up`}>
        <span aria-hidden="true">↑</span> Up
      </Button>
      <Button id={`${id}-down`} variant="outline" size="sm" disabled={last} onClick={() => onMove(1)} aria-label={`Move ${name} down`}>
        <span aria-hidden="true">↓</span> Down
      </Button>
      {canRemove ? (
        <Button id={`${id}-remove`} variant="outline" size="sm" onClick={onRemove} aria-label={`Remove ${name}`}>
          <CloseIcon className="size-4" />
          Remove
        </Button>
      ) : null}
    </div>
  );
}
