// The notice pages (/privacy, /accessibility, and any page of the route table with no screen of its own): the copy
// document named by the address's last segment, with the agency's facts and the running service's request retention
// (GET /api/requests/settings) filled into its text; full width, no sidebar.
import type { ReactNode } from 'react';
import { CopyPage } from '@/app/routes/copy-page';
import { Container } from '@/components/ui/container';
import type { RouteEntry } from '@/config/paths';
import { NoticeContent, NoticeSkeleton } from '@/features/agency-info/components/notice-content';
import { noticeOf, noticeValues, type NoticeName } from '@/features/agency-info/lib/notice-text';
import { useRequestSettings } from '@/features/forms/api/request-settings';
import { useSiteFacts } from '@/lib/site-facts';

function Column({ children }: { children: ReactNode }) {
  return <Container className="py-10 sm:py-14">{children}</Container>;
}

function NoticeRoute({ name, fallbackTitle }: { name: NoticeName; fallbackTitle: string }) {
  const { data: facts } = useSiteFacts();
  const { data: settings } = useRequestSettings();
  return (
    <CopyPage
      name={name}
      fallbackTitle={fallbackTitle}
      Layout={Column}
      content={(copy) =>
        facts ? (
          <NoticeContent copy={copy} values={noticeValues(facts, settings?.retentionDays ?? null)} />
        ) : (
          <NoticeSkeleton />
        )
      }
      skeleton={<NoticeSkeleton />}
    />
  );
}

/** A notice page of the route table: its document named by its address, its title the route's while it loads. */
export function NoticePageRoute({ route }: { route: Pick<RouteEntry, 'path' | 'title'> }) {
  return <NoticeRoute name={noticeOf(route.path)} fallbackTitle={route.title} />;
}
