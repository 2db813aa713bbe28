// The post's author: a member of the team, shown under the title as "By Name, Role", or No byline.
import { Label } from '@/components/ui/label';
import { MemberSelect } from '@/components/ui/member-select';
import { useAuthors } from '@/lib/authors';

type AuthorFieldProps = { selectId: string; value: string; onChange: (value: string) => void };

export function AuthorField({ selectId, value, onChange }: AuthorFieldProps) {
  const { data: authors } = useAuthors();
  const hintId = `${selectId}-hint`;
  const field = { id: selectId, value, onChange, 'aria-describedby': hintId };
  return (
    <div className="space-y-1.5">
      <Label htmlFor={selectId}>Author</Label>
      <MemberSelect {...field} members={authors} noneLabel="No byline" className="sm:max-w-md" />
      <p id={hintId} className="text-sm text-slate-600">
        Shown under the title as “By name, role”, linking to their profile on Our Team.
      </p>
    </div>
  );
}
