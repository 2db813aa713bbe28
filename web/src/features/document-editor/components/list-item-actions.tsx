// A list line's buttons: Move up, Move down and Remove, each named with the item ("Move Jane Doe up") for
// assistive technology; the ends of the list have no way further. On a phone only their signs show.
import { Button } from '@/components/ui/button';
import { CloseIcon } from '@/components/ui/icons';

type ListItemActionsProps = {
  /** The id the buttons' ids start with (`${id}-up`, `${id}-down`, `${id}-remove`), so focus can follow a move. */
  id: string;
  name: string;
  first: boolean;
  last: boolean;
  /** Off while the list is searched: a move among the lines shown would not say where the item lands. */
  canMove: boolean;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
  canRemove: boolean;
};

const WORD = 'sr-only sm:not-sr-only';

export function ListItemActions({ id, name, first, last, canMove, onMove, onRemove, canRemove }: ListItemActionsProps) {
  return (
    <div className="flex shrink-0 gap-1">
      {canMove ? (
        <>
          <Button id={`${id}-up`} variant="outline" size="sm" disabled={first} onClick={() => onMove(-1)} aria-label={`Move ${name} up`} className="px-2.5">
            <span aria-hidden="true">↑</span>
            <span className={WORD}>Up</span>
          </Button>
          <Button id={`${id}-down`} variant="outline" size="sm" disabled={last} onClick={() => onMove(1)} aria-label={`Move ${name} down`} className="px-2.5">
            <span aria-hidden="true">↓</span>
            <span className={WORD}>Down</span>
          </Button>
        </>
      ) : null}
      {canRemove ? (
        <Button id={`${id}-remove`} variant="outline" size="sm" onClick={onRemove} aria-label={`Remove ${name}`} className="px-2.5">
          <CloseIcon className="size-4" />
          <span className={WORD}>Remove</span>
        </Button>
      ) : null}
    </div>
  );
}
