// The facts a notice page's text may name in braces, e.g. {retentionDays} (service/content/notice_placeholders.json,
// which the service's notice model checks the text against).
// eslint-disable-next-line no-restricted-imports -- the placeholder list shared with the service, outside web/src
import placeholders from '../../../service/content/notice_placeholders.json';

export type PlaceholderName = keyof typeof placeholders;

export const PLACEHOLDER_NAMES = Object.keys(placeholders) as PlaceholderName[];
