// An insurance company the agency represents, as served by GET /api/companies.

export type CompanyPhone = {
  /** "Customer service", "Claims", or The Hartford's "Personal lines" / "Business lines". */
  label: string;
  number: string;
};

export type Company = {
  name: string;
  category: string;
  website: string;
  phones: CompanyPhone[];
  /** Logo address under /media/logos/. */
  logo: string;
};
