// After a refused save: what to fix, each place named by its labels and linking to its field (opening the item
// that holds it first, when the field is in a list's item).
import { useDocumentForm } from '@/features/document-editor/components/document-form-context';
import { elementOfPlace } from '@/features/document-editor/lib/field-problems';
import { placeName } from '@/features/document-editor/lib/path-labels';
import { useDocumentPlace } from '@/features/document-editor/components/use-document-place';
import { itemHolding } from '@/features/document-editor/lib/document-place';
import { pathOfDotted } from '@/features/document-editor/lib/value-paths';

type ProblemSummaryProps = { problems: ReadonlyMap<string, string>; documentTitle: string };

export function ProblemSummary({ problems, documentTitle }: ProblemSummaryProps) {
  const { schema, value } = useDocumentForm();
  const { go } = useDocumentPlace();
  if (problems.size === 0) return null;
  const goTo = (dotted: string) => {
    const path = pathOfDotted(dotted);
    const item = itemHolding(path);
    go(item ? { item } : { section: typeof path[0] === 'string' ? path[0] : null });
    requestAnimationFrame(() => {
      const element = elementOfPlace(path);
      element?.scrollIntoView?.({ block: 'center' });
      element?.focus({ preventScroll: true });
    });
  };
  return (
    <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-900">
      <p className="font-semibold">Nothing was saved: please fix {problems.size === 1 ? 'this field' : 'these fields'}.</p>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
        {[...problems].map(([dotted, message]) => (
          <li key={dotted}>
            <button type="button" className="text-left font-semibold underline" onClick={() => goTo(dotted)}>
              {placeName(schema, value, pathOfDotted(dotted), documentTitle)}
            </button>
            : {message}
          </li>
        ))}
      </ul>
    </div>
  );
}
