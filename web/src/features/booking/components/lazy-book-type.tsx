// A meeting type's open times and form, in a chunk of their own: the page shows its heading and the types (rendered
// on the server) while the picker and the form load.
import { lazy, Suspense, type ComponentProps } from 'react';
import { Loading } from '@/features/booking/components/load-lines';

const BookType = lazy(() => import('@/features/booking/components/book-type').then((m) => ({ default: m.BookType })));

export function LazyBookType(props: ComponentProps<typeof BookType>) {
  return (
    <Suspense fallback={<Loading />}>
      <BookType {...props} />
    </Suspense>
  );
}
