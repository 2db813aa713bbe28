// A text with its placeholders drawn as chips of their current value ("years in business: 28") instead of braces.
import { textPieces, chipText, placeholderValues } from '@/features/document-editor/lib/placeholders';
import { connecticutYear } from '@/lib/agency-years';
import { useRenderStamp } from '@/lib/render-stamp';
import { useSiteFacts } from '@/lib/site-facts';

export function usePlaceholderValues(): Record<string, string> {
  return placeholderValues(useSiteFacts().data, connecticutYear(useRenderStamp()()));
}

export function ChipText({ text }: { text: string }) {
  const values = usePlaceholderValues();
  return (
    <>
      {textPieces(text).map((piece, at) =>
        typeof piece === 'string' ? (
          piece
        ) : (
          <span
            key={at}
            data-placeholder={piece.placeholder}
            className="mx-0.5 inline-block rounded-full bg-teal-50 px-2 text-sm font-medium whitespace-nowrap text-teal-900 ring-1 ring-teal-300"
          >
            {chipText(piece.placeholder, values)}
          </span>
        ),
      )}
    </>
  );
}
