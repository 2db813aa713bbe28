// HoursList: the office hours as a list of days and their hours, then the note, styled by each place that shows it.
import { cn } from '@/lib/cn';
import { daysText, hoursRows, type OfficeHours } from '@/lib/office-hours';

type HoursListProps = {
  hours: OfficeHours;
  /** Classes of the list, of each row, of the days and of the hours. */
  className: string;
  row: string;
  days?: string;
  times: string;
  /** Short day names on screen ("Mon – Fri"), the full ones for screen readers. */
  short?: boolean;
  label?: string;
};

export function HoursList({ hours, className, row, days, times, short, label }: HoursListProps) {
  return (
    <dl aria-label={label} className={className}>
      {hoursRows(hours).map((line) => (
        <div key={line.from} className={row}>
          <dt className={days}>
            {short ? (
              <>
                <span aria-hidden="true">{daysText(line, true)}</span>
                <span className="sr-only">{daysText(line)}</span>
              </>
            ) : (
              daysText(line)
            )}
          </dt>
          <dd className={times}>{line.hours}</dd>
        </div>
      ))}
      {/* The note has no hours of its own: it takes the whole width of the list. */}
      {hours.note ? (
        <div className={row}>
          <dt className={cn('col-span-2', days)}>{hours.note}</dt>
        </div>
      ) : null}
    </dl>
  );
}
