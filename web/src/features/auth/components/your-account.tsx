// The signed-in member's own account: who they are and their role, and the form to change their password.
import { LabelledSection } from '@/components/ui/labelled-section';
import { ChangePasswordForm } from '@/features/auth/components/change-password-form';
import type { StaffSession } from '@/features/auth/types';

const ROLE_WORDS: Record<StaffSession['role'], string> = {
  owner: 'Owner: you edit the site and manage the staff accounts.',
  staff: 'Staff: you edit the site and handle requests. An owner manages the staff accounts.',
};

type YourAccountProps = {
  session: StaffSession;
  onPasswordChanged: () => void;
};

export function YourAccount({ session, onPasswordChanged }: YourAccountProps) {
  return (
    <LabelledSection
      title="Your account"
      headingClassName="text-xl font-bold text-navy-900"
      className="rounded-xl border border-slate-200 bg-white p-5 sm:p-6"
    >
      <dl className="mt-3 grid gap-x-4 gap-y-1 text-slate-700 sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold text-navy-900">User name</dt>
        <dd className="break-all">{session.username}</dd>
        <dt className="font-semibold text-navy-900">Role</dt>
        <dd>{ROLE_WORDS[session.role]}</dd>
      </dl>
      <h3 className="mt-6 mb-4 text-lg font-bold text-navy-900">Change your password</h3>
      <ChangePasswordForm
        csrfToken={session.csrfToken}
        temporary={session.mustChangePassword}
        onChanged={onPasswordChanged}
      />
    </LabelledSection>
  );
}
