// HoursList: the office hours as a list of days and their hours, styled by each place that shows it.
import { hoursRows, type OfficeHours } from '@/lib/office-hours';

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
      {hoursRows(hours).map((line) =>
        // The note has no hours of its own: it takes the whole width of the list.
        line.hours ? (
          <div key={line.days} className={row}>
            <dt className={days}>
              {short ? (
                <>
                  <span aria-hidden="true">{line.short}</span>
                  <span className="sr-only">{line.days}</span>
                </>
              ) : (
                line.days
              )}
            </dt>
            <dd className={times}>{line.hours}</dd>
          </div>
        ) : (
          <div key={line.days} className={row}>
            <dt className={`col-span-2 ${days ?? ''}`}>{line.days}</dt>
          </div>
        ),
      )}
    </dl>
  );
}
