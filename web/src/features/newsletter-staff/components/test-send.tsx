// "Send a test to me": the post's mail to the signed-in member's own address; when the server has none for them
// (or refuses it), a field for the address to send the test to instead.
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import type { useSendTest } from '@/features/newsletter-staff/api/sends';
import { isApiError } from '@/lib/api-client';
import { errorReason } from '@/lib/error-reason';

/** `subject`: the one typed, when it is not the post's title. */
type TestSendProps = { slug: string; subject: string | undefined; test: ReturnType<typeof useSendTest> };

export function TestSend({ slug, subject, test }: TestSendProps) {
  const id = useId();
  const [to, setTo] = useState('');
  // A refusal of the address (none on the account, or not one) asks for one; a failure to send does not.
  const askTo = to !== '' || (test.isError && isApiError(test.error) && test.error.status === 422);
  const send = () => test.mutate({ slug, ...(subject ? { subject } : {}), ...(askTo && to.trim() ? { to: to.trim() } : {}) });
  return (
    <div className="space-y-2">
      {askTo ? (
        <div className="space-y-1">
          <Label htmlFor={`${id}-to`}>Send the test to</Label>
          <Input id={`${id}-to`} type="email" autoComplete="email" value={to} onChange={(event) => setTo(event.target.value)} className="sm:w-80" />
        </div>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="outline" size="sm" disabled={test.isPending} onClick={send}>
          {test.isPending ? 'Sending the test...' : askTo ? 'Send the test' : 'Send a test to me'}
        </Button>
        <p aria-live="polite" className="text-sm text-slate-700">
          {test.isSuccess ? `Test sent to ${test.variables?.to ?? 'your address'}, with “[Test]” before the subject.` : null}
          {test.isError ? `The test could not be sent${errorReason(test.error) ? `: ${errorReason(test.error)}` : '.'}` : null}
        </p>
      </div>
    </div>
  );
}
