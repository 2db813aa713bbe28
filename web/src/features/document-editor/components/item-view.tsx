// One list item opened on its own (the address's `item=`): the way there from the document (each step a link
// back), its name as the heading, and its fields only.
import { Link } from 'wouter';
import { ChipText } from '@/features/document-editor/components/chip-text';
import { useDocumentForm } from '@/features/document-editor/components/document-form-context';
import { ObjectFields } from '@/features/document-editor/components/object-fields';
import { SchemaField } from '@/features/document-editor/components/schema-field';
import { useDocumentPlace } from '@/features/document-editor/components/use-document-place';
import { ITEM_HEADING_ID } from '@/features/document-editor/components/use-focus-on-place';
import { nodeAt } from '@/features/document-editor/lib/node-at';
import { placeAround } from '@/features/document-editor/lib/document-place';
import { pathLabels } from '@/features/document-editor/lib/path-labels';
import { fieldKind } from '@/features/document-editor/lib/schema-nodes';
import { valueAt } from '@/features/document-editor/lib/value-paths';
import type { ValuePath } from '@/features/document-editor/types';

export function ItemView({ path }: { path: ValuePath }) {
  const form = useDocumentForm();
  const { hrefOf } = useDocumentPlace();
  const node = nodeAt(form.schema, path);
  const labels = pathLabels(form.schema, form.value, path);
  const back = placeAround(path);
  const listLabel = labels.at(-2) ?? form.title;
  if (!node || valueAt(form.value, path) === undefined) {
    return (
      <div className="space-y-3">
        <p>This item is no longer in the list.</p>
        <Link href={hrefOf(back)} className="text-teal-800 underline underline-offset-2">
          ← Back to {listLabel}
        </Link>
      </div>
    );
  }
  return (
    <div className="space-y-5">
      <nav aria-label="Where you are in the document">
        <ol className="flex flex-wrap gap-x-1 text-sm text-slate-700">
          <li>
            <Link href={hrefOf({ section: typeof path[0] === 'string' ? path[0] : null })} className="text-teal-800 underline underline-offset-2">
              {form.title}
            </Link>
          </li>
          {labels.slice(0, -1).map((label, at) => (
            <li key={at} className="before:content-['›'] before:pr-1">
              {typeof path[at] === 'number' ? (
                <Link href={hrefOf({ item: path.slice(0, at + 1) })} className="text-teal-800 underline underline-offset-2">
                  <ChipText text={label} />
                </Link>
              ) : (
                label
              )}
            </li>
          ))}
        </ol>
      </nav>
      <h2 id={ITEM_HEADING_ID} tabIndex={-1} className="scroll-mt-24 text-xl font-bold text-navy-900 outline-none">
        <ChipText text={labels.at(-1) ?? ''} />
      </h2>
      <div className="space-y-6">
        {fieldKind(form.schema, node) === 'object' ? (
          <ObjectFields node={node} path={path} />
        ) : (
          <SchemaField node={node} path={path} label={listLabel} />
        )}
      </div>
      <Link href={hrefOf(back)} className="inline-block text-teal-800 underline underline-offset-2">
        ← Back to {listLabel}
      </Link>
    </div>
  );
}
