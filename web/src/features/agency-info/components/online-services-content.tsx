// OnlineServicesContent: "Online Services" — intro and the cards linking to contact, policy change, FAQs and blog.
import { Link } from 'wouter';
import { ArrowRightIcon } from '@/components/ui/icons';
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
          <li
            key={item.href}
            className="group relative flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm transition hover:border-teal-400 hover:shadow-md"
          >
            <h2 className="text-lg font-bold text-navy-900 group-hover:text-teal-700">
              <ServiceItemLink item={item} />
            </h2>
            {item.description ? <p className="mt-2 text-sm leading-6 text-slate-600">{item.description}</p> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

const stretched = 'flex items-center justify-between gap-3 after:absolute after:inset-0 after:rounded-xl';

/** In-app paths go through the router; an outside site (should the agency add one) opens a new tab. */
function ServiceItemLink({ item }: { item: ServiceLink }) {
  const content = (
    <>
      {item.label}
      <ArrowRightIcon className="size-5 shrink-0 text-teal-600" />
    </>
  );
  if (item.href.startsWith('/') && !item.href.startsWith('//')) {
    return (
      <Link href={item.href} className={stretched}>
        {content}
      </Link>
    );
  }
  if (!/^(https?:)?\/\//i.test(item.href)) {
    // mailto: and tel: open the visitor's mail or phone app.
    return (
      <a href={item.href} className={stretched}>
        {content}
      </a>
    );
  }
  return (
    <a href={item.href} target="_blank" rel="noopener noreferrer" className={stretched}>
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
