// Around the quote intake: when its code cannot be loaded (a lost connection) or fails, the visitor is told the
// request is kept and may send it as it is ("Send without details", POST /api/intake/send), so nothing strands it.
import { Component, useState, type ErrorInfo, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { INTAKE_OFFER } from '@/config/intake-form';
import { apiWrite } from '@/lib/api-write';
import { forgetIntakeToken, intakeAuthorization } from '@/lib/intake-token';

type BoundaryProps = { children: ReactNode; onSent: () => void };
type State = { failed: boolean };

export class IntakeBoundary extends Component<BoundaryProps, State> {
  state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  render() {
    return this.state.failed ? <IntakeUnavailable onSent={this.props.onSent} /> : this.props.children;
  }
}

function IntakeUnavailable({ onSent }: { onSent: () => void }) {
  const [phase, setPhase] = useState<'idle' | 'sending' | 'failed'>('idle');
  const send = async () => {
    setPhase('sending');
    try {
      await apiWrite('POST', '/api/intake/send', { headers: intakeAuthorization() });
      forgetIntakeToken();
      onSent();
    } catch {
      setPhase('failed');
    }
  };
  return (
    <div role="alert" className="space-y-3 rounded-xl border border-amber-300 bg-amber-50 p-5 text-slate-800 sm:p-8">
      <p className="font-semibold">We have your request, but the detailed questions could not be loaded.</p>
      <p>Check your connection and reload the page to try again, or send your request as it is and we will ask you the rest.</p>
      {phase === 'failed' ? <p className="font-semibold text-red-800">That did not go through either. Please try again, or call us.</p> : null}
      <Button onClick={() => void send()} aria-disabled={phase === 'sending' || undefined}>
        {phase === 'sending' ? 'Sending...' : INTAKE_OFFER.skip}
      </Button>
    </div>
  );
}
