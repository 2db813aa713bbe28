// LabelledSection: a landmark (<section>, or <nav>) named by the <h2> or <h3> that opens it (aria-labelledby).
import { useId, type HTMLAttributes, type ReactNode } from 'react';

type LabelledSectionProps = Omit<HTMLAttributes<HTMLElement>, 'title'> & {
  /** The heading's content. */
  title: ReactNode;
  as?: 'section' | 'nav';
  level?: 2 | 3;
  headingClassName?: string;
  /** The heading's id, for a caller that names something else with it too; one of its own otherwise. */
  headingId?: string;
};

export function LabelledSection({
  title,
  as: Landmark = 'section',
  level = 2,
  headingClassName,
  headingId,
  children,
  ...props
}: LabelledSectionProps) {
  const ownId = useId();
  const id = headingId ?? ownId;
  const Heading = `h${level}` as const;
  return (
    <Landmark aria-labelledby={id} {...props}>
      <Heading id={id} className={headingClassName}>
        {title}
      </Heading>
      {children}
    </Landmark>
  );
}
