// One line of a list: the item's own name (placeholders as chips), linking to the item opened on its own, a mark
// when a refused save found a problem in it, and its Move up / Move down / Remove buttons.
import { Link } from 'wouter';
import { ChipText } from '@/features/document-editor/components/chip-text';
import { useDocumentForm } from '@/features/document-editor/components/document-form-context';
import { ListItemActions } from '@/features/document-editor/components/list-item-actions';
import { useDocumentPlace } from '@/features/document-editor/components/use-document-place';
import { dottedPath } from '@/features/document-editor/lib/value-paths';
import type { ValuePath } from '@/features/document-editor/types';

type ListLineProps = {
  id: string;
  path: ValuePath;
  name: string;
  first: boolean;
  last: boolean;
  canMove: boolean;
  canRemove: boolean;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
};

export function ListLine({ id, path, name, onMove, onRemove, ...flags }: ListLineProps) {
  const { problemPlaces } = useDocumentForm();
  const { hrefOf } = useDocumentPlace();
  const here = dottedPath(path);
  const problem = problemPlaces.some((place) => place === here || place.startsWith(`${here}.`));
  return (
    <li id={`${id}-item`} className="flex items-center gap-2 px-3 py-1.5">
      <Link
        id={`${id}-open`}
        href={hrefOf({ item: path })}
        className="min-w-0 flex-1 truncate py-2 font-medium text-teal-800 underline-offset-2 hover:underline"
      >
        <ChipText text={name} />
      </Link>
      {problem ? <span className="shrink-0 text-sm font-semibold text-red-700">Needs a fix</span> : null}
      <ListItemActions id={id} name={name} onMove={onMove} onRemove={onRemove} {...flags} />
    </li>
  );
}
