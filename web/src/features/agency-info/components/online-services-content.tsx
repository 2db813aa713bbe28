// OnlineServicesContent: "Online Services" — intro and the cards linking to contact, policy change, FAQs and blog.
import { Link } from 'wouter';
import { cardArrowLink, LinkCard, LinkCardArrow, LinkCardDescription } from '@/components/ui/link-card';
import { TextLinesSkeleton } from '@/components/ui/skeleton';
import { CopySkeleton } from '@/features/agency-info/components/copy-skeleton';
import type { OnlineServices, ServiceLink } from '@/features/agency-info/types';

export function OnlineServicesContent({ copy }: { copy: OnlineServices }) {
  return (
    <div className="space-y-10">
      <div className="space-y-4">
        {copy.intro.map((paragraph, index) => (
          <p key={paragraph} className={index === 0 ? 'text-lg leading-8 text-slate-700' : 'leading-7 text-slate-700'}>
            {paragraph}
          </p>
        ))}
      </div>
      <ul className="grid gap-4 sm:grid-cols-2">
        {copy.items.map((item) => (
          <LinkCard key={item.href} className="p-6 transition hover:border-teal-400">
            <h2 className="text-lg font-bold text-navy-900 group-hover:text-teal-700">
              <ServiceItemLink item={item} />
            </h2>
            <LinkCardDescription>{item.description}</LinkCardDescription>
          </LinkCard>
        ))}
      </ul>
    </div>
  );
}

/** In-app paths go through the router; an outside site (should the agency add one) opens a new tab. */
function ServiceItemLink({ item }: { item: ServiceLink }) {
  const content = (
    <>
      {item.label}
      <LinkCardArrow />
    </>
  );
  if (item.href.startsWith('/') && !item.href.startsWith('//')) {
    return (
      <Link href={item.href} className={cardArrowLink}>
        {content}
      </Link>
    );
  }
  if (!/^(https?:)?\/\//i.test(item.href)) {
    // mailto: and tel: open the visitor's mail or phone app.
    return (
      <a href={item.href} className={cardArrowLink}>
        {content}
      </a>
    );
  }
  return (
    <a href={item.href} target="_blank" rel="noopener noreferrer" className={cardArrowLink}>
      {content}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

export function OnlineServicesSkeleton() {
  return (
    <CopySkeleton
      intro={<TextLinesSkeleton lines={5} />}
      count={4}
      list={{ as: 'ul', className: 'grid gap-4 sm:grid-cols-2', item: 'space-y-3 rounded-xl border border-slate-200 p-6', heading: 'h-6 w-2/3' }}
    />
  );
}
