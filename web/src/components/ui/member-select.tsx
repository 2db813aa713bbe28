// A select of the team's members (each "Name, Role") with one choice for none: a post's author, a staff account's
// member. A value the list does not hold (a member since removed) stays shown as its id until another is chosen.
import type { SelectHTMLAttributes } from 'react';
import { fieldClasses } from '@/components/ui/input';
import { cn } from '@/lib/cn';

export type Member = { id: string; name: string; role: string };

type MemberSelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange' | 'children'> & {
  value: string;
  onChange: (value: string) => void;
  /** The team's members, undefined while they load. */
  members: readonly Member[] | undefined;
  /** The choice for none, whose value is ''. */
  noneLabel: string;
};

export function MemberSelect({ value, onChange, members, noneLabel, className, ...props }: MemberSelectProps) {
  const missing = value !== '' && !members?.some((member) => member.id === value);
  return (
    <select
      {...props}
      className={cn(fieldClasses, 'h-10 py-1.5', className)}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    >
      <option value="">{noneLabel}</option>
      {members?.map((member) => (
        <option key={member.id} value={member.id}>
          {member.name}, {member.role}
        </option>
      ))}
      {missing ? <option value={value}>{members ? `${value} (no longer on the team)` : value}</option> : null}
    </select>
  );
}
