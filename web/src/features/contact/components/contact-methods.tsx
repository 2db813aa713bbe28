// Contact methods list: phone (tel:), text (sms:), fax and e-mail (mailto:) from the site facts. On a phone each value
// takes the card's full width under its icon and label, and the e-mail address shrinks to fit one line (breaking,
// if ever it must, only after the @ or before a dot).
import type { ReactNode } from 'react';
import { Icon } from '@/components/ui/icon';
import { MailIcon, MessageIcon, PhoneIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';
import { mailtoHref, smsHref, telHref, type SiteFacts } from '@/lib/site-facts';

type Row = { label: string; icon: ReactNode; value: ReactNode; note?: string };

const linkClass = 'font-semibold text-navy-900 underline-offset-4 hover:text-teal-700 hover:underline';

export function ContactMethods({ facts }: { facts: Pick<SiteFacts, 'phone' | 'text' | 'fax' | 'email'> }) {
  const rows: Row[] = [
    {
      label: 'Phone',
      icon: <PhoneIcon className="size-5" />,
      value: (
        <a href={telHref(facts.phone)} className={linkClass}>
          {facts.phone}
        </a>
      ),
    },
    {
      label: 'Text',
      icon: <MessageIcon className="size-5" />,
      value: (
        <a href={smsHref(facts.text)} className={linkClass}>
          {facts.text}
        </a>
      ),
      note: 'Send us a text message during office hours.',
    },
    { label: 'Fax', icon: <FaxIcon />, value: <span className="font-semibold text-navy-900">{facts.fax}</span> },
    {
      label: 'E-mail',
      icon: <MailIcon className="size-5" />,
      value: (
        <span className="block @container">
          <a href={mailtoHref(facts.email)} className={cn(linkClass, fitToWidth(facts.email))}>
            {withBreakPoints(facts.email)}
          </a>
        </span>
      ),
      note: 'Write to us any time.',
    },
  ];

  return (
    <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
      {rows.map((row) => (
        <li key={row.label} className="grid grid-cols-[2.5rem_minmax(0,1fr)] items-center gap-x-4 gap-y-1 p-4 sm:items-start sm:p-5">
          <span
            aria-hidden="true"
            className="flex size-10 items-center justify-center rounded-full bg-teal-50 text-teal-700 sm:row-span-2"
          >
            {row.icon}
          </span>
          <p className="text-sm font-semibold tracking-wide text-slate-600 uppercase">{row.label}</p>
          <div className="col-span-2 min-w-0 sm:col-span-1 sm:col-start-2">
            <p className="text-lg">{row.value}</p>
            {row.note ? <p className="text-sm text-slate-600">{row.note}</p> : null}
          </div>
        </li>
      ))}
    </ul>
  );
}

function FaxIcon() {
  return (
    <Icon className="size-5">
      <path d="M6 9V2h12v7M6 18H4a2 2 0 0 1-2-2v-5a2 2 0 0 1 2-2h16a2 2 0 0 1 2 2v5a2 2 0 0 1-2 2h-2" />
      <path d="M6 14h12v8H6z" />
    </Icon>
  );
}

// Font sizes that fit an address of up to N characters on one line of its container (never above the row's
// 1.125rem), from an average glyph width of 0.64em for bold type: wide enough for the broadest common system fonts.
// Written out whole so Tailwind makes each class; the site's style policy allows no inline styles.
const FIT_CLASSES: [number, string][] = [
  [20, 'text-[min(1.125rem,7.81cqi)]'],
  [22, 'text-[min(1.125rem,7.1cqi)]'],
  [24, 'text-[min(1.125rem,6.51cqi)]'],
  [26, 'text-[min(1.125rem,6.01cqi)]'],
  [28, 'text-[min(1.125rem,5.58cqi)]'],
  [30, 'text-[min(1.125rem,5.21cqi)]'],
  [32, 'text-[min(1.125rem,4.88cqi)]'],
  [34, 'text-[min(1.125rem,4.6cqi)]'],
  [36, 'text-[min(1.125rem,4.34cqi)]'],
  [40, 'text-[min(1.125rem,3.91cqi)]'],
  [44, 'text-[min(1.125rem,3.55cqi)]'],
  [48, 'text-[min(1.125rem,3.26cqi)]'],
];

/** The class that fits text on one line of its `@container` (past 48 characters, the smallest; it may then break). */
export function fitToWidth(text: string): string {
  return (FIT_CLASSES.find(([length]) => text.length <= length) ?? FIT_CLASSES[FIT_CLASSES.length - 1]!)[1];
}

/** The address with break opportunities after the @ and before each dot, never inside a word. */
function withBreakPoints(email: string): ReactNode[] {
  return email.split(/(?<=@)|(?=\.)/).flatMap((part, i) => (i ? [<wbr key={i} />, part] : [part]));
}
