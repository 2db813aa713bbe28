// The document form as its tests render it: the site's facts at version "v1", widgets that draw nothing, no discard to
// confirm and the Toaster for what it says; each test names only what it is about. Returns the spied callbacks too.
import { vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { DocumentForm, type DocumentFormProps } from '@/features/document-editor/components/document-form';
import type { DocumentWidgets } from '@/features/document-editor/components/document-form-context';
import type { JsonValue } from '@/features/document-editor/types';
import { renderWithProviders } from '@/testing/render-app';

/** Widgets that draw nothing, for a form whose rich text and images are not what is tested. */
export const NO_WIDGETS: DocumentWidgets = { RichText: () => null, ImageUpload: () => null };

type FormSetUp = Partial<Omit<DocumentFormProps, 'loaded'>> &
  Pick<DocumentFormProps, 'schema'> & { value: JsonValue; etag?: string; path?: string };

export function renderDocumentForm({ value, etag = '"v1"', path, ...props }: FormSetUp) {
  const callbacks = { onDirtyChange: vi.fn(), onLoadLatest: vi.fn() };
  const rendered = renderWithProviders(
    <>
      <DocumentForm
        name="site"
        title="Agency facts"
        csrfToken="t"
        widgets={NO_WIDGETS}
        confirmDiscard={() => true}
        loadingLatest={false}
        {...callbacks}
        {...props}
        loaded={{ value, etag }}
      />
      <Toaster />
    </>,
    { path },
  );
  return { ...rendered, ...callbacks };
}
