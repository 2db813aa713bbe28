// Insurance Services overview (/insurance and /insurance-services): /api/copy/insurance-overview, full width.
import type { ReactNode } from 'react';
import { CopyPage } from '@/app/routes/copy-page';
import { Container } from '@/components/ui/container';
import { paths } from '@/config/paths';
import {
  InsuranceOverviewContent,
  InsuranceOverviewSkeleton,
} from '@/features/insurance/components/insurance-overview-content';

function FullWidth({ children }: { children: ReactNode }) {
  return <Container className="py-10 sm:py-14">{children}</Container>;
}

export function InsuranceOverviewRoute() {
  return (
    <CopyPage
      name="insurance-overview"
      fallbackTitle={paths.insuranceServices.title}
      Layout={FullWidth}
      content={(overview) => <InsuranceOverviewContent overview={overview} />}
      skeleton={<InsuranceOverviewSkeleton />}
    />
  );
}
