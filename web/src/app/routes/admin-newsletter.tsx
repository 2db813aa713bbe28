// Newsletter (/admin/newsletter, signed-in staff only): two sections, Subscribers (search, status and topic filters,
// Import CSV, Export CSV, Unsubscribe) and Sends (each send's figures; one send's per-recipient log and Cancel). The
// section, the filters, the page and the send shown are kept in the address (?view=sends&send=12), so Back returns
// to them and the post editor can link to a send.
import { Link, useLocation, useSearch } from 'wouter';
import { AdminWorkspace } from '@/app/layouts/admin-workspace';
import { Container } from '@/components/ui/container';
import { Toaster } from '@/components/ui/toaster';
import { paths } from '@/config/paths';
import { StaffScreenState } from '@/features/auth/components/staff-screen-state';
import { useStaffOnly } from '@/features/auth/lib/use-staff-only';
import { SendDetail } from '@/features/newsletter-staff/components/send-detail';
import { SendsPanel } from '@/features/newsletter-staff/components/sends-panel';
import { SubscribersPanel } from '@/features/newsletter-staff/components/subscribers-panel';
import { searchOfSubscriberFilters, subscriberFiltersFromSearch } from '@/features/newsletter-staff/lib/subscriber-filters';
import { cn } from '@/lib/cn';
import { usePageTitle } from '@/lib/use-page-title';

type View = 'subscribers' | 'sends';

export function AdminNewsletterRoute() {
  usePageTitle(paths.adminNewsletter.title);
  const session = useStaffOnly();
  const [, navigate] = useLocation();
  const search = useSearch();
  const params = new URLSearchParams(search);
  const view: View = params.get('view') === 'sends' ? 'sends' : 'subscribers';
  const sendId = Number(params.get('send'));
  const base = paths.adminNewsletter.getHref();

  return (
    <AdminWorkspace title={paths.adminNewsletter.title} intro="Who gets the agency’s newsletter, and every post sent to them.">
      <Container className="py-8 sm:py-10">
        <StaffScreenState session={session}>
          {(staff) => (
            <div className="space-y-6">
              <SectionLinks view={view} />
              {view === 'subscribers' ? (
                <SubscribersPanel
                  filters={subscriberFiltersFromSearch(search)}
                  onFilters={(next) => navigate(`${base}${searchOfSubscriberFilters(next)}`)}
                  csrfToken={staff.csrfToken}
                />
              ) : Number.isInteger(sendId) && sendId > 0 ? (
                <SendDetail id={sendId} csrfToken={staff.csrfToken} />
              ) : (
                <SendsPanel />
              )}
            </div>
          )}
        </StaffScreenState>
      </Container>
      <Toaster />
    </AdminWorkspace>
  );
}

const SECTIONS: readonly { view: View; label: string; query: string }[] = [
  { view: 'subscribers', label: 'Subscribers', query: '' },
  { view: 'sends', label: 'Sends', query: '?view=sends' },
];

function SectionLinks({ view }: { view: View }) {
  return (
    <nav aria-label="Newsletter sections">
      <ul className="inline-flex gap-1 rounded-lg border border-slate-200 bg-white p-1">
        {SECTIONS.map((section) => (
          <li key={section.view}>
            <Link
              href={`${paths.adminNewsletter.getHref()}${section.query}`}
              aria-current={section.view === view ? 'page' : undefined}
              className={cn(
                'inline-flex h-9 items-center rounded-md px-4 text-sm font-semibold',
                section.view === view ? 'bg-navy-900 text-white' : 'text-navy-900 hover:bg-navy-50',
              )}
            >
              {section.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
