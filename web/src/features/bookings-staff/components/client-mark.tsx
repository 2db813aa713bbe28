// On every request: the "Client" mark (a client of the agency), and for a client with an e-mail address "Send annual
// review link", which mails them a link to book their annual policy review (valid 60 days).
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { type OnRequestChanged, useClientMark, useSendReviewLink } from '@/features/bookings-staff/api/bookings-staff';
import type { ClientOf } from '@/features/bookings-staff/types';
import { errorReason } from '@/lib/error-reason';
import { toast } from '@/lib/use-toast';

type ClientMarkProps = { request: ClientOf; csrfToken: string; onChanged: OnRequestChanged };

export function ClientMark({ request, csrfToken, onChanged }: ClientMarkProps) {
  const id = useId();
  const mark = useClientMark(request.id, csrfToken, onChanged);
  const send = useSendReviewLink(request.id, csrfToken);
  const client = mark.isPending && mark.variables !== undefined ? mark.variables : request.client;
  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id={`${id}-heading`} className="text-lg font-bold text-navy-900">
        Client
      </h2>
      <div className="mt-3 flex items-center gap-3">
        <input
          id={`${id}-client`}
          type="checkbox"
          className="size-5 accent-teal-700"
          checked={client}
          disabled={mark.isPending}
          onChange={(event) =>
            mark.mutate(event.target.checked, {
              onError: (error) => toast({ title: errorReason(error) ?? 'The mark could not be changed.', variant: 'destructive' }),
            })
          }
        />
        <label htmlFor={`${id}-client`} className="font-semibold text-navy-900">
          A client of the agency
        </label>
      </div>
      {request.client && request.email ? (
        <Button
          className="mt-4"
          variant="outline"
          size="sm"
          disabled={send.isPending}
          onClick={() =>
            send.mutate(undefined, {
              onSuccess: () => toast({ title: `The annual review link was sent to ${request.email}.` }),
              onError: (error) => toast({ title: errorReason(error) ?? 'The link could not be sent.', variant: 'destructive' }),
            })
          }
        >
          {send.isPending ? 'Sending…' : 'Send annual review link'}
        </Button>
      ) : null}
      {request.client && !request.email ? (
        <p className="mt-3 text-sm text-slate-600">No e-mail address: the annual review link cannot be sent.</p>
      ) : null}
    </section>
  );
}
