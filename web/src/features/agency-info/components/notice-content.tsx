// NoticeContent: a notice page (privacy, accessibility) — when it was last updated, the introduction, then each
// section's heading, paragraphs and bullets, with the facts its text names filled in.
import { CopySkeleton, LeadSkeleton } from '@/features/agency-info/components/copy-skeleton';
import { fillNotice, type NoticeValues } from '@/features/agency-info/lib/notice-text';
import type { Notice } from '@/features/agency-info/types';
import { cn } from '@/lib/cn';
import { formatLongDate } from '@/lib/dates';

type NoticeContentProps = { copy: Notice; values: NoticeValues };

export function NoticeContent({ copy, values }: NoticeContentProps) {
  return (
    <article className="max-w-3xl space-y-10">
      <div className="space-y-4">
        <p className="text-sm text-slate-600">
          Last updated <time dateTime={copy.updated}>{formatLongDate(copy.updated)}</time>
        </p>
        {copy.intro.map((paragraph) => (
          <p key={paragraph} className="text-lg leading-8 text-slate-700">
            <Filled text={paragraph} values={values} />
          </p>
        ))}
      </div>
      {copy.sections.map((section) => (
        <section key={section.heading} className="space-y-3">
          <h2 className="text-2xl font-bold text-navy-900">
            <Filled text={section.heading} values={values} />
          </h2>
          {section.paragraphs?.map((paragraph) => (
            <p key={paragraph} className="leading-7 text-slate-700">
              <Filled text={paragraph} values={values} />
            </p>
          ))}
          {section.bullets?.length ? (
            <ul className="list-disc space-y-2 pl-6 leading-7 text-slate-700 marker:text-teal-700">
              {section.bullets.map((bullet) => (
                <li key={bullet}>
                  <Filled text={bullet} values={values} />
                </li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
    </article>
  );
}

/** A text with its placeholders filled in, the phone numbers and e-mail address as links. */
function Filled({ text, values }: { text: string; values: NoticeValues }) {
  return fillNotice(text, values).map((part, index) =>
    typeof part === 'string' ? (
      part
    ) : (
      <a
        key={index}
        href={part.href}
        // A phone number stays on one line; a long e-mail address may break anywhere on a narrow screen.
        className={cn(
          'font-semibold text-teal-700 underline underline-offset-4',
          part.href.startsWith('mailto:') ? 'wrap-anywhere' : 'whitespace-nowrap',
        )}
      >
        {part.text}
      </a>
    ),
  );
}

export function NoticeSkeleton() {
  return (
    <CopySkeleton
      intro={<LeadSkeleton lines={2} dated />}
      count={5}
      list={{ as: 'div', className: 'max-w-3xl space-y-8', item: 'space-y-2', heading: 'h-7 w-1/2' }}
    />
  );
}
