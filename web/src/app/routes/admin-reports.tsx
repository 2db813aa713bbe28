// Reports (/admin/reports, signed-in staff only): requests per week by kind (a chart, then its table), by source and
// by the page or post that led to them (by its own title), the median time to first contact, and each newsletter sent
// with its figures, over the last 4, 12, 26 or 52 weeks (kept in the address).
import { useId } from 'react';
import { useLocation, useSearch } from 'wouter';
import { AdminWorkspace } from '@/app/layouts/admin-workspace';
import { fieldClasses } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { LoadFailure, LoadingStatus } from '@/components/ui/load-states';
import { Container } from '@/components/ui/container';
import { Toaster } from '@/components/ui/toaster';
import { paths } from '@/config/paths';
import { StaffScreenState } from '@/features/auth/components/staff-screen-state';
import { useStaffOnly } from '@/features/auth/lib/use-staff-only';
import { NewsletterReport } from '@/features/newsletter-staff/components/newsletter-report';
import type { NewsletterReportData } from '@/features/newsletter-staff/types';
import { useRequestReports } from '@/features/requests/api/get-request-reports';
import {
  FirstContactSummary,
  PagesTable,
  SourcesTable,
  WeeksTable,
} from '@/features/requests/components/request-reports';
import { WeeksChart } from '@/features/requests/components/weeks-chart';
import { cn } from '@/lib/cn';
import { usePageTitle } from '@/lib/use-page-title';

const WEEK_CHOICES = [4, 12, 26, 52] as const;
const DEFAULT_WEEKS = 12;

/** The weeks the address asks for, when one of the choices; else the default. */
const weeksOf = (search: string) => {
  const weeks = Number(new URLSearchParams(search).get('weeks'));
  return WEEK_CHOICES.find((choice) => choice === weeks) ?? DEFAULT_WEEKS;
};

export function AdminReportsRoute() {
  usePageTitle(paths.adminReports.title);
  const session = useStaffOnly();
  const [, navigate] = useLocation();
  const weeks = weeksOf(useSearch());
  const choose = (chosen: number) =>
    navigate(chosen === DEFAULT_WEEKS ? paths.adminReports.getHref() : `${paths.adminReports.getHref()}?weeks=${chosen}`);

  return (
    <AdminWorkspace title={paths.adminReports.title} intro="Where requests come from, how soon the office answers them, and what became of each newsletter.">
      <Container className="py-8 sm:py-10">
        <StaffScreenState session={session}>
          <WeeksSelect weeks={weeks} onChange={choose} />
          <SignedInReports weeks={weeks} />
        </StaffScreenState>
      </Container>
      <Toaster />
    </AdminWorkspace>
  );
}

function WeeksSelect({ weeks, onChange }: { weeks: number; onChange: (weeks: number) => void }) {
  const id = useId();
  return (
    <div className="mb-6 space-y-1">
      <Label htmlFor={id}>Period</Label>
      <select id={id} className={cn(fieldClasses, 'h-10 py-1.5 sm:w-56')} value={weeks} onChange={(event) => onChange(Number(event.target.value))}>
        {WEEK_CHOICES.map((choice) => (
          <option key={choice} value={choice}>
            Last {choice} weeks
          </option>
        ))}
      </select>
    </div>
  );
}

/** Asked for only once the session is known, so a signed-out visitor's 401 never shows. */
function SignedInReports({ weeks }: { weeks: number }) {
  const reports = useRequestReports(weeks);
  if (reports.isPending) return <LoadingStatus />;
  if (reports.isError) {
    return <LoadFailure onRetry={() => void reports.refetch()}>The reports could not be loaded.</LoadFailure>;
  }
  const { data } = reports;
  // The newsletter's figures come with the requests' (the API's `newsletter` key) and show with or without requests.
  const newsletter = (data as typeof data & { newsletter?: NewsletterReportData }).newsletter;
  return (
    <div className="space-y-10">
      {data.total ? (
        <div className="space-y-6">
          <FirstContactSummary hours={data.medianFirstContactHours} total={data.total} />
          <WeeksChart weeks={data.weeks} />
          <WeeksTable weeks={data.weeks} />
          <div className="grid gap-6 lg:grid-cols-2">
            <SourcesTable sources={data.sources} />
            <PagesTable pages={data.pages} />
          </div>
        </div>
      ) : (
        <p className="rounded-lg border border-slate-200 bg-white px-4 py-8 text-center text-slate-600">
          No requests in the last {weeks} weeks.
        </p>
      )}
      <NewsletterReport report={newsletter} weeks={weeks} />
    </div>
  );
}
