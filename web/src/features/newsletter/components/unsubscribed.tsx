// What a left subscriber reads: a plain confirmation, and a way to sign up again (which asks them to confirm again).
import { Link } from 'wouter';
import { buttonVariants } from '@/components/ui/button';
import { FocusedHeading } from '@/components/ui/focused-heading';
import { paths } from '@/config/paths';

export function Unsubscribed({ email }: { email: string }) {
  return (
    <section role="status" className="max-w-2xl space-y-4 text-lg text-slate-700" data-testid="newsletter-unsubscribed">
      <FocusedHeading>You are unsubscribed</FocusedHeading>
      <p>
        <strong className="text-navy-900">{email}</strong> will get no more newsletters from us.
      </p>
      <p>Changed your mind? You can sign up again at any time.</p>
      <Link href={paths.newsletter.getHref()} className={buttonVariants({ variant: 'outline' })}>
        Sign up again
      </Link>
    </section>
  );
}
