// The booking pages' route chunk: it picks the screen of the address (book, a mailed link's manage or review page),
// each a chunk of its own, so that the entry names one booking chunk rather than three. The budget measures each
// screen's first load as a page of its own (tools/check-budget.mjs SCREEN_CHOICE), as the insurance page's.
import { lazy } from 'react';
import { useLocation } from 'wouter';
import { paths } from '@/config/paths';
import { normalizePath } from '@/lib/normalize-path';

const BookRoute = lazy(() => import('@/app/routes/book').then((m) => ({ default: m.BookRoute })));
const BookManageRoute = lazy(() => import('@/app/routes/book-manage').then((m) => ({ default: m.BookManageRoute })));
const BookReviewRoute = lazy(() => import('@/app/routes/book-review').then((m) => ({ default: m.BookReviewRoute })));

export function BookingArea() {
  const at = normalizePath(useLocation()[0]);
  return at === paths.bookManage.path ? <BookManageRoute /> : at === paths.bookReview.path ? <BookReviewRoute /> : <BookRoute />;
}
