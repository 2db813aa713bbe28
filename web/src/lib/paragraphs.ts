// Post content for readers: HTML is passed through as stored (the caller sanitises it); plain text is
// cut into paragraphs — on blank lines, else by sentences (2 a paragraph, 4 past 8 sentences), and one block
// over 800 characters is re-split at about 400 characters on a sentence or word boundary.

export type PostBody = { kind: 'html'; html: string } | { kind: 'paragraphs'; paragraphs: string[] };

/** A plain-text block longer than this, left as the only paragraph, is cut into pieces of about SPLIT_TARGET. */
export const LONG_BLOCK_LENGTH = 800;
const SPLIT_TARGET = 400;
// A piece ends at a sentence end between these lengths when there is one, else at a word boundary.
const SPLIT_MIN = 280;
const SPLIT_MAX = 520;

const HTML_TAG = /<\/?[a-z][a-z0-9-]*(?:\s[^<>]*)?\/?>/i;
const BLANK_LINE = /\n[^\S\n]*\n/;
// A sentence ends with . ! or ? (and any closing quotes or brackets), then white space, then a capital,
// digit or opening quote: "costs $1.5 million" and "e.g. this" stay in one sentence.
const SENTENCE_BREAK = /(?<=[.!?]+["'”’)\]]*)\s+(?=["'“‘(]?[A-Z0-9])/;

/** True when the content holds at least one HTML tag. */
export function isHtml(content: string): boolean {
  return HTML_TAG.test(content);
}

const tidy = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The text's sentences, tidied; text without a sentence end is one sentence. */
export function splitSentences(text: string): string[] {
  return tidy(text)
    .split(SENTENCE_BREAK)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

function groupSentences(sentences: string[]): string[] {
  const size = sentences.length > 8 ? 4 : 2;
  const groups: string[] = [];
  for (let i = 0; i < sentences.length; i += size) groups.push(sentences.slice(i, i + size).join(' '));
  return groups;
}

/** The cut nearest SPLIT_TARGET: after a sentence end if one lies in range, else at a space, else at the target. */
function cutIndex(text: string): number {
  let sentenceCut = -1;
  let wordCut = -1;
  const sentenceEnd = /[.!?]+["'”’)\]]*(?=\s)/g;
  for (let match = sentenceEnd.exec(text); match; match = sentenceEnd.exec(text)) {
    const end = match.index + match[0].length;
    if (end > SPLIT_MAX) break;
    if (end >= SPLIT_MIN && (sentenceCut < 0 || Math.abs(end - SPLIT_TARGET) < Math.abs(sentenceCut - SPLIT_TARGET))) {
      sentenceCut = end;
    }
  }
  if (sentenceCut > 0) return sentenceCut;
  const space = / /g;
  for (let match = space.exec(text); match; match = space.exec(text)) {
    if (match.index > SPLIT_MAX) break;
    if (match.index >= SPLIT_MIN && (wordCut < 0 || Math.abs(match.index - SPLIT_TARGET) < Math.abs(wordCut - SPLIT_TARGET))) {
      wordCut = match.index;
    }
  }
  return wordCut > 0 ? wordCut : SPLIT_TARGET;
}

/** Cut a long block into pieces of about SPLIT_TARGET characters; the last piece holds the remainder. */
export function splitLongBlock(block: string): string[] {
  const pieces: string[] = [];
  let rest = tidy(block);
  while (rest.length > SPLIT_MAX) {
    const cut = cutIndex(rest);
    pieces.push(rest.slice(0, cut).trim());
    rest = rest.slice(cut).trim();
  }
  if (rest) pieces.push(rest);
  return pieces;
}

/** Plain text → reader paragraphs. */
export function textToParagraphs(text: string): string[] {
  const normalised = text.replace(/\r\n?/g, '\n').trim();
  if (!normalised) return [];
  const paragraphs = BLANK_LINE.test(normalised)
    ? normalised.split(BLANK_LINE).map(tidy).filter(Boolean)
    : groupSentences(splitSentences(normalised));
  const only = paragraphs.length === 1 ? paragraphs[0] : undefined;
  return only !== undefined && only.length > LONG_BLOCK_LENGTH ? splitLongBlock(only) : paragraphs;
}

/** What the reader shows for a post's content: its HTML as stored, or the paragraphs of its plain text. */
export function toPostBody(content: string): PostBody {
  return isHtml(content) ? { kind: 'html', html: content } : { kind: 'paragraphs', paragraphs: textToParagraphs(content) };
}
