// Contact methods list: phone (tel:), text (sms:), fax and e-mail (mailto:) from the site facts.
import type { ReactNode } from 'react';
import { Icon } from '@/components/ui/icon';
import { MailIcon, MessageIcon, PhoneIcon } from '@/components/ui/icons';
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
        <a href={mailtoHref(facts.email)} className={`${linkClass} break-all`}>
          {facts.email}
        </a>
      ),
      note: 'Write to us any time; we reply on business days.',
    },
  ];

  return (
    <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
      {rows.map((row) => (
        <li key={row.label} className="flex gap-4 p-4 sm:p-5">
          <span
            aria-hidden="true"
            className="flex size-10 shrink-0 items-center justify-center rounded-full bg-teal-50 text-teal-700"
          >
            {row.icon}
          </span>
          <div className="min-w-0">
            <p className="text-sm font-semibold tracking-wide text-slate-600 uppercase">{row.label}</p>
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
