// Our Team copy as served by GET /api/copy/team (service/store/copy_models.py: Team, Agent).

export type Agent = {
  name: string;
  title: string;
  /** Year the agent joined the agency, when known. */
  since: number | null;
  /** A portrait under /media/, once the agency adds one. */
  photo?: string | null;
  credentials: string[];
  specialties: string[];
  bio: string[];
};

export type TeamCopy = {
  mission: string;
  whyChooseUs: string[];
  agents: Agent[];
};
