// Not-found page: the router's last, path-less route.
import { Link } from 'wouter';
import { buttonVariants } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/lib/use-page-title';

export function NotFoundRoute() {
  usePageTitle('Page Not Found');
  return (
    <Container className="flex flex-col items-center py-20 text-center sm:py-28">
      <p className="text-6xl font-extrabold text-teal-500">404</p>
      <h1 className="mt-4 text-2xl font-bold text-navy-900 sm:text-3xl">404 Page Not Found</h1>
      <p className="mt-3 text-slate-600">Did you forget to add the page to the router?</p>
      <Link href={paths.home.getHref()} className={buttonVariants({ variant: 'secondary', className: 'mt-8' })}>
        Back to Home
      </Link>
    </Container>
  );
}
