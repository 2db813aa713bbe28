// The fields of a post, shared by the editor of a saved post and the new-post form: Title, the address (a slot:
// it behaves differently for new, draft and published posts), Excerpt, Content (formatted text), the image, the
// Author, the products it is about and, in the admin editor, the Date.
import type { ReactNode } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { AuthorField } from '@/features/post-editor/components/author-field';
import { CoveragesField } from '@/features/post-editor/components/coverages-field';
import { FieldError } from '@/features/post-editor/components/field-error';
import { ImageField } from '@/features/post-editor/components/image-field';
import { RichTextField } from '@/features/post-editor/components/rich-text-field';
import { imageUrlProblem, type FieldErrors, type PostField, type SetField } from '@/features/post-editor/lib/post-checks';
import { imageUrlToSave } from '@/features/post-editor/lib/post-form';
import { focusBody } from '@/features/post-editor/lib/use-field-errors';
import type { EditorLayout, PostFormValues } from '@/features/post-editor/types';

const SIZES: Record<EditorLayout, { excerpt: number; content: string }> = {
  admin: { excerpt: 2, content: '22rem' },
  inline: { excerpt: 3, content: '30rem' },
};

/** What the fields take from the editor's form (useEditorForm): ids, problems, and where uploads are told. */
export type FieldsForm = {
  fieldId: (name: string) => string;
  errors: FieldErrors;
  set: (name: PostField, message: string | null) => void;
  setUploading: (uploading: boolean) => void;
};

type PostFieldsProps = {
  form: FieldsForm;
  values: PostFormValues;
  setField: SetField;
  layout: EditorLayout;
  /** The body as loaded; the body editor starts afresh whenever `contentVersion` changes. */
  initialContent: string;
  contentVersion: number;
  csrfToken: string;
  /** The address field, right under the title (admin editor only). */
  address?: ReactNode;
  /** Shown under the date field. */
  dateHint?: string;
};

/** The ids that describe field `name`: its hint (when it has one) and its problem (when there is one). */
function describedBy({ fieldId, errors }: FieldsForm, name: PostField, hint?: string): string | undefined {
  return [hint, errors[name] ? fieldId(`${name}-error`) : null].filter(Boolean).join(' ') || undefined;
}

export function PostFields({ form, values, setField, layout, initialContent, contentVersion, csrfToken, address, dateHint }: PostFieldsProps) {
  const { fieldId, errors } = form;
  // The image address is checked as staff leave the field, not at every key.
  // This site's own full address is shown as the path it is saved as (no host name in the box).
  const checkImage = () => {
    const saved = imageUrlToSave(values.imageUrl, window.location.origin);
    if (saved?.startsWith('/') && saved !== values.imageUrl) setField('imageUrl', saved);
    form.set('imageUrl', imageUrlProblem(saved));
  };
  const sizes = SIZES[layout];

  return (
    <>
      <div className="space-y-1.5">
        <Label htmlFor={fieldId('title')}>Title</Label>
        <Input
          id={fieldId('title')}
          value={values.title}
          onChange={(e) => setField('title', e.target.value)}
          aria-invalid={errors.title ? true : undefined}
          aria-describedby={describedBy(form, 'title')}
        />
        <FieldError id={fieldId('title-error')} message={errors.title} />
      </div>
      {address}
      <div className="space-y-1.5">
        <Label htmlFor={fieldId('excerpt')}>Excerpt</Label>
        <Textarea
          id={fieldId('excerpt')}
          rows={sizes.excerpt}
          value={values.excerpt}
          onChange={(e) => setField('excerpt', e.target.value)}
          aria-invalid={errors.excerpt ? true : undefined}
          aria-describedby={describedBy(form, 'excerpt')}
        />
        <FieldError id={fieldId('excerpt-error')} message={errors.excerpt} />
      </div>
      <div className="space-y-1.5">
        {/* Not a <label for>: the body is a content-editable region, named with aria-labelledby. */}
        <Label id={fieldId('content-label')} tabIndex={-1} onClick={() => focusBody(fieldId('content-label'))}>
          Content
        </Label>
        <RichTextField
          key={contentVersion}
          initialContent={initialContent}
          onChange={(html) => setField('content', html ?? initialContent)}
          labelId={fieldId('content-label')}
          describedBy={describedBy(form, 'content', fieldId('content-hint'))!}
          invalid={Boolean(errors.content)}
          minHeight={sizes.content}
          csrfToken={csrfToken}
        />
        <p id={fieldId('content-hint')} className="text-sm text-slate-600">
          Press Enter for a new paragraph and Shift+Enter for a line break. Type ## or ### and a space for a heading,
          &gt; and a space for a quote. Text pasted from Word or Google Docs keeps its headings, lists, links and
          tables.
        </p>
        <FieldError id={fieldId('content-error')} message={errors.content} />
      </div>
      <ImageField
        value={values.imageUrl}
        onChange={(value) => setField('imageUrl', value)}
        onBlur={checkImage}
        error={errors.imageUrl}
        inputId={fieldId('imageUrl')}
        csrfToken={csrfToken}
        onUploadingChange={form.setUploading}
        alt={{ value: values.imageAlt, onChange: (value) => setField('imageAlt', value), error: errors.imageAlt, inputId: fieldId('imageAlt') }}
      />
      <AuthorField selectId={fieldId('author')} value={values.author} onChange={(value) => setField('author', value)} />
      <CoveragesField
        value={values.coverages}
        onChange={(value) => setField('coverages', value)}
        error={errors.coverages}
      />
      {layout === 'admin' ? <DateField form={form} value={values.date} setField={setField} hint={dateHint} /> : null}
    </>
  );
}

type DateFieldProps = Pick<PostFieldsProps, 'form' | 'setField'> & { value: string; hint: string | undefined };

/** The date shown on the post (admin editor only). */
function DateField({ form, value, setField, hint }: DateFieldProps) {
  const { fieldId, errors } = form;
  return (
    <div className="space-y-1.5">
      <Label htmlFor={fieldId('date')}>Date</Label>
      <Input
        id={fieldId('date')}
        type="date"
        value={value}
        onChange={(e) => setField('date', e.target.value)}
        aria-invalid={errors.date ? true : undefined}
        aria-describedby={describedBy(form, 'date', fieldId('date-hint'))}
        className="sm:max-w-56"
      />
      <p id={fieldId('date-hint')} className="text-sm text-slate-600">
        {hint ?? 'The date shown on the post. The list of posts is sorted by it.'}
      </p>
      <FieldError id={fieldId('date-error')} message={errors.date} />
    </div>
  );
}
