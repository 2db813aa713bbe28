// The forms' short privacy notice, from what the service really does: where a request is kept, who sees it, when
// it is deleted (the service's retention setting, GET /api/requests/settings), and what the form adds about the visit.
import type { RequestSettings } from '@/features/forms/api/request-settings';

type PrivacyNoticeProps = {
  agencyName: string;
  /** Unknown while loading: the sentences that need it wait. */
  settings: Pick<RequestSettings, 'retentionDays' | 'officeMail'> | undefined;
};

export function PrivacyNotice({ agencyName, settings }: PrivacyNoticeProps) {
  return (
    <div data-testid="privacy-notice" className="rounded-lg bg-slate-50 px-4 py-3 text-sm text-slate-700">
      <p className="font-semibold text-navy-900">Your privacy</p>
      <p className="mt-1">
        What you send is kept in {agencyName}&rsquo;s own database, on our own server; no outside form service is
        involved. Only our agency staff can see it
        {settings?.officeMail ? ', and a copy is e-mailed to our office so an agent sees it quickly' : ''}.
        {settings ? (
          <>
            {' '}
            Closed requests are deleted {settings.retentionDays} {settings.retentionDays === 1 ? 'day' : 'days'} after
            they were sent; open ones are kept until we close them.
          </>
        ) : null}
      </p>
      <p className="mt-1">
        With it we may also receive the page you sent it from and how you found our site, noted in your browser for
        this visit only; no cookies.
      </p>
    </div>
  );
}
