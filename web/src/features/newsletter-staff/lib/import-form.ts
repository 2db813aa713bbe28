// The CSV import's checks before anything is sent: a file, where these people consented (in words a regulator
// would accept: the import is only for people who said yes elsewhere), and at least one topic to give them.

/** The largest CSV read in the browser (a sign-up sheet of thousands is far smaller). */
export const MAX_CSV_BYTES = 2 * 1024 * 1024;
/** A consent source shorter than this says nothing ("yes", "list"). */
export const MIN_SOURCE_LENGTH = 10;

export type ImportForm = { file: Pick<File, 'name' | 'size'> | null; consentSource: string; topics: readonly string[] };
export type ImportProblems = Partial<Record<'file' | 'consentSource' | 'topics', string>>;

export function importProblems({ file, consentSource, topics }: ImportForm): ImportProblems {
  const problems: ImportProblems = {};
  if (!file) problems.file = 'Choose the CSV file to import.';
  else if (file.size > MAX_CSV_BYTES) problems.file = 'This file is over 2 MB. Split it into smaller files.';
  else if (!/\.(csv|txt)$/i.test(file.name)) problems.file = 'Choose a .csv file (save the spreadsheet as CSV first).';
  const source = consentSource.trim();
  if (!source) problems.consentSource = 'Say where these people agreed to get the newsletter.';
  else if (source.length < MIN_SOURCE_LENGTH) {
    problems.consentSource = 'Say more: where and when they agreed, like “Paper sign-up sheet at the office, 2026”.';
  }
  if (!topics.length) problems.topics = 'Choose at least one topic to give them.';
  return problems;
}
