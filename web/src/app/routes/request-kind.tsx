// A request kind's page (its route is the kind's `page` in request_kinds.json): the kind's line under the heading, its
// notice, the agency's own form (or the embedded one, when configured) with the insurers when the kind asks for one
// and the choices the address ticks, and the phone block in the kind's words. Scrolls to the top on arrival.
import { useQuery } from '@tanstack/react-query';
import { lazy, useMemo } from 'react';
import { useSearch } from 'wouter';
import { Container } from '@/components/ui/container';
import { PageHeading } from '@/components/ui/page-heading';
import { paths, type RouteId } from '@/config/paths';
import { asksForCompany, kindOnPage, type KindDefinition } from '@/config/request-kinds';
import { getCompaniesQueryOptions } from '@/features/companies/api/get-companies';
import { AssistanceBlock } from '@/features/forms/components/assistance-block';
import { KindForm } from '@/features/forms/components/kind-form';
import { presetsFromSearch } from '@/features/forms/lib/address-presets';
import { useSiteFacts } from '@/lib/site-facts';
import { usePageTitle } from '@/lib/use-page-title';
import { useScrolledToTopOnArrival } from '@/lib/use-scrolled-to-top-on-arrival';

// The quote intake's steps: a chunk of their own, loaded when a visitor chooses to add details.
const QuoteIntake = lazy(() =>
  import('@/features/intake/components/quote-intake').then((m) => ({ default: m.QuoteIntake })),
);

/** The page of the kind whose `page` is this route (a route no kind names shows nothing). */
export function RequestKindRoute({ routeId }: { routeId: RouteId }) {
  const kind = kindOnPage(routeId);
  return kind ? <KindPage kind={kind} /> : null;
}

function KindPage({ kind }: { kind: KindDefinition }) {
  const { title } = paths[kind.page as RouteId];
  usePageTitle(title);
  const { data: facts } = useSiteFacts();
  const search = useSearch();
  // The same object while the address is the same, so the form is not re-rendered.
  const presets = useMemo(() => presetsFromSearch(kind, search), [kind, search]);
  const insurers = useInsurers(asksForCompany(kind));
  const { notice, assistance } = kind.form;

  useScrolledToTopOnArrival();

  return (
    <>
      <PageHeading title={title}>{kind.form.intro}</PageHeading>
      <Container className="grid gap-10 py-10 sm:py-14 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-12">
        <div className="min-w-0 space-y-6">
          {notice ? (
            <div
              data-testid="kind-notice"
              className="space-y-2 rounded-lg border-l-4 border-amber-500 bg-amber-50 px-4 py-3 text-slate-800"
            >
              <p className="font-semibold">{notice.heading}</p>
              <p>{notice.text}</p>
            </div>
          ) : null}
          <KindForm kind={kind} insurers={insurers} presets={presets} intake={kind.id === 'quote' ? QuoteIntake : undefined} />
        </div>
        {facts ? (
          <aside className="min-w-0">
            {assistance ? (
              <AssistanceBlock facts={facts} title={assistance.title}>
                {assistance.text}
              </AssistanceBlock>
            ) : (
              <AssistanceBlock facts={facts} />
            )}
          </aside>
        ) : null}
      </Container>
    </>
  );
}

/** The names of the companies the agency represents, when the kind asks for one (the same array while unchanged). */
function useInsurers(asked: boolean): readonly string[] | undefined {
  const { data: companies } = useQuery({ ...getCompaniesQueryOptions(), enabled: asked });
  return useMemo(() => (asked ? companies?.map((company) => company.name) : undefined), [asked, companies]);
}
