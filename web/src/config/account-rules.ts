// The staff account rules of the service (service/auth/account_rules.json, read at build time): what a user name
// and a password may be, as the staff screens check and explain them beside their fields.
// eslint-disable-next-line no-restricted-imports -- the service's rules file, outside web/src
import rules from '../../../service/auth/account_rules.json';

export const MIN_PASSWORD_LENGTH = rules.minPasswordLength;
export const MAX_PASSWORD_LENGTH = rules.maxPasswordLength;

/** What a user name may be, as a sentence ("2 to 32 characters: ..."). */
export const USERNAME_RULE = rules.usernameRule;

const USERNAME = new RegExp(`^(?:${rules.usernamePattern})$`);

export const isValidUsername = (username: string) => USERNAME.test(username);
