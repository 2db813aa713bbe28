// Which team member an account writes as (the author of the posts it starts), chosen from the team or None; saved as
// soon as it is chosen, the refusal said beside it.
import { useId } from 'react';
import { ControlProblem } from '@/components/ui/control-problem';
import { MemberSelect } from '@/components/ui/member-select';
import { useChangeStaffAccount } from '@/features/staff-accounts/api/change-staff-account';
import { accountRefusal } from '@/features/staff-accounts/lib/account-refusal';
import type { StaffAccount } from '@/features/staff-accounts/types';
import { useAuthors } from '@/lib/authors';

type AccountMemberSelectProps = { account: StaffAccount; csrfToken: string; onChanged: () => void };

export function AccountMemberSelect({ account, csrfToken, onChanged }: AccountMemberSelectProps) {
  const id = useId();
  const { data: members } = useAuthors();
  const change = useChangeStaffAccount(csrfToken);
  const choose = (member: string) =>
    change.mutate({ username: account.username, change: { member: member || null } }, { onSuccess: onChanged });
  return (
    <div className="flex flex-col gap-1 sm:w-64">
      <label htmlFor={id} className="text-xs font-semibold text-slate-600">
        Writes as
      </label>
      <MemberSelect
        id={id}
        value={account.member ?? ''}
        onChange={choose}
        members={members}
        noneLabel="None"
        disabled={change.isPending}
        aria-label={`Team member ${account.username} writes as`}
        aria-describedby={change.isError ? `${id}-problem` : undefined}
      />
      <ControlProblem id={id} problem={change.isError ? accountRefusal(change.error, 'The change') : null} />
    </div>
  );
}
