// The notice pages (/privacy, /accessibility): a copy document with the agency's facts and the running service's
// request retention (GET /api/requests/settings) filled into its text; full width, no sidebar.
import type { ReactNode } from 'react';
import { CopyPage } from '@/app/routes/copy-page';
import { Container } from '@/components/ui/container';
import { paths } from '@/config/paths';
import { NoticeContent, NoticeSkeleton } from '@/features/agency-info/components/notice-content';
import { noticeValues } from '@/features/agency-info/lib/notice-text';
import { useRequestSettings } from '@/features/forms/api/request-settings';
import { useSiteFacts } from '@/lib/site-facts';

function Column({ children }: { children: ReactNode }) {
  return <Container className="py-10 sm:py-14">{children}</Container>;
}

function NoticeRoute({ name, fallbackTitle }: { name: 'privacy' | 'accessibility'; fallbackTitle: string }) {
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

export function PrivacyRoute() {
  return <NoticeRoute name="privacy" fallbackTitle={paths.privacy.title} />;
}

export function AccessibilityRoute() {
  return <NoticeRoute name="accessibility" fallbackTitle={paths.accessibility.title} />;
}
