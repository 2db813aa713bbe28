// Staff accounts as GET, POST and PATCH /api/admin/staff answer them (owners only).
import type { Answer, Body, Schemas } from '@/lib/api-types';

/** One account: its user name, role, whether it is disabled and whether its password is a temporary one. */
export type StaffAccount = Schemas['StaffAccount'];

/** POST /api/admin/staff: the user name and role of a new account. */
export type NewAccount = Body<'/api/admin/staff', 'post'>;

/** The added account with its temporary password, answered this once. */
export type AddedAccount = Answer<'/api/admin/staff', 'post'>;

/** PATCH /api/admin/staff/{username}: one change, `{disabled}`, `{role}` or `{resetPassword: true}`. */
export type AccountChange = Body<'/api/admin/staff/{username}', 'patch'>;

/** The changed account; temporaryPassword is set after a reset only. */
export type ChangedAccount = Answer<'/api/admin/staff/{username}', 'patch'>;

/** A temporary password to show once, with the account it opens. */
export type TemporaryPassword = { username: string; password: string };

/** POST /api/admin/staff/invites: who to invite, where the mail goes, their role. */
export type NewInvite = Body<'/api/admin/staff/invites', 'post'>;

/** The invite sent: its account's name, the address and when the link stops working. */
export type SentInvite = Answer<'/api/admin/staff/invites', 'post'>;
