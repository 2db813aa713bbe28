// What the post is about: the product pages (GET /api/products) to tick, whose pages list the post. A product the
// post names but the site no longer has stays listed by its slug, so it can be unticked.
import { useId } from 'react';
import { ChoiceFieldset, ChoiceList } from '@/components/ui/choice';
import { useProductAddresses } from '@/lib/product-addresses';

type CoveragesFieldProps = { value: readonly string[]; onChange: (value: string[]) => void; error?: string };

export function CoveragesField({ value, onChange, error }: CoveragesFieldProps) {
  const { data: products } = useProductAddresses();
  const hintId = useId();
  const errorId = useId();
  const known = (products ?? []).map((product) => ({ value: product.slug, label: product.title }));
  const gone = value.filter((slug) => products && !products.some((product) => product.slug === slug));
  const options = [...known, ...gone.map((slug) => ({ value: slug, label: `${slug} (no longer on the site)` }))];
  const toggle = (slug: string, on: boolean) =>
    onChange(on ? [...value, slug] : value.filter((chosen) => chosen !== slug));

  return (
    <ChoiceFieldset legend="About these products" aria-describedby={error ? `${hintId} ${errorId}` : hintId}>
      <p id={hintId} className="text-sm text-slate-600">
        The pages of the products you tick list this post under “Articles about …”. Leave all unticked for a general
        post.
      </p>
      {error ? (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      {products ? (
        <div className="grid gap-1 sm:grid-cols-2">
          <ChoiceList
            type="checkbox"
            name="coverages"
            options={options}
            isChecked={(slug) => value.includes(slug)}
            onCheckedChange={toggle}
            className="min-h-9 text-sm text-slate-800"
          />
        </div>
      ) : (
        <p className="text-sm text-slate-600">Loading the products...</p>
      )}
    </ChoiceFieldset>
  );
}
