// The card the screens outside the workspace stand in (sign-in, an invite's welcome): the agency's shield, the
// screen's title and the agency's name over the screen's own content, alone on the page.
import type { ReactNode } from 'react';
import { ShieldIcon } from '@/components/ui/icons';
import { useSiteFacts } from '@/lib/site-facts';

type StaffCardProps = {
  title: string;
  children: ReactNode;
  /** What follows the card on the page (a way back to the website). */
  after?: ReactNode;
};

export function StaffCard({ title, children, after }: StaffCardProps) {
  const { data: facts } = useSiteFacts();
  return (
    <main className="min-h-screen bg-navy-50 px-4 py-12 sm:py-20">
      <div className="mx-auto w-full max-w-md rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <div className="flex items-center gap-3">
          <ShieldIcon className="size-9 shrink-0 fill-teal-500/15 text-teal-600" />
          <div>
            <h1 className="text-2xl font-bold tracking-tight text-navy-900">{title}</h1>
            <p className="text-sm text-slate-600">{facts ? facts.name : 'Staff area'}</p>
          </div>
        </div>
        {children}
      </div>
      {after}
    </main>
  );
}
