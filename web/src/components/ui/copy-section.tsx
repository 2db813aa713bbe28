// One titled block of editorial copy (an <h2>, its paragraphs, then its bullet list), as the product pages and the
// service pages show it; each look keeps its own spacing and heading size.
import type { CopySection } from '@/lib/api-types';

const LOOKS = {
  product: {
    section: 'space-y-4',
    heading: 'text-xl font-bold text-navy-900 sm:text-2xl',
    /** Paragraphs stand directly in the section, spaced by it. */
    paragraphs: undefined,
    paragraph: 'leading-7 text-slate-700',
    bullets: 'space-y-2 text-slate-700',
    bullet: 'flex gap-3 leading-7',
  },
  service: {
    section: undefined,
    heading: 'text-2xl font-bold text-navy-900',
    paragraphs: 'mt-3 space-y-3 leading-7 text-slate-700',
    paragraph: undefined,
    bullets: 'mt-4 space-y-2 leading-7 text-slate-700',
    bullet: 'flex gap-3',
  },
} as const;

export function CopySectionBlock({ section, look }: { section: CopySection; look: keyof typeof LOOKS }) {
  const classes = LOOKS[look];
  const paragraphs = section.paragraphs?.map((paragraph) => (
    <p key={paragraph} className={classes.paragraph}>
      {paragraph}
    </p>
  ));
  return (
    <section className={classes.section}>
      <h2 className={classes.heading}>{section.heading}</h2>
      {classes.paragraphs ? <div className={classes.paragraphs}>{paragraphs}</div> : paragraphs}
      {section.bullets?.length ? (
        <ul className={classes.bullets}>
          {section.bullets.map((bullet) => (
            <li key={bullet} className={classes.bullet}>
              <span aria-hidden="true" className="mt-2.5 size-2 shrink-0 rounded-full bg-teal-500" />
              <span>{bullet}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
