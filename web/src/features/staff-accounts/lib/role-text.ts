// The roles in plain words: their names and what each may do.
import type { StaffAccount } from '@/features/staff-accounts/types';

type Role = StaffAccount['role'];

export const ROLE_LABELS: Record<Role, string> = { owner: 'Owner', staff: 'Staff' };

export const ROLE_CHOICES: { role: Role; label: string; description: string }[] = [
  { role: 'staff', label: ROLE_LABELS.staff, description: 'edits the site and handles requests.' },
  { role: 'owner', label: ROLE_LABELS.owner, description: 'all that staff do, and manages the staff accounts.' },
];
