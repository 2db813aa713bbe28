// The line beside a request form's submit button that leads to the full Privacy Notice.
import { Link } from 'wouter';
import { paths } from '@/config/paths';

export function PrivacyLink() {
  return (
    <p data-testid="privacy-link" className="text-sm text-slate-700">
      How we use your information:{' '}
      <Link href={paths.privacy.getHref()} className="font-semibold whitespace-nowrap text-teal-700 underline underline-offset-4">
        {paths.privacy.title}
      </Link>
    </p>
  );
}
