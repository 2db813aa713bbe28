// Our Team copy as served by GET /api/copy/team (service/content/copy.py: Team, Agent).
import type { CopyDocuments, Schemas } from '@/lib/api-types';

/** `since`: the year the agent joined, when known; `photo`: a portrait under /media/, once the agency adds one. */
export type Agent = Schemas['Agent'];

export type TeamCopy = CopyDocuments['team'];
