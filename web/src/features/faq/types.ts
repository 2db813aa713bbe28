// The FAQ page's copy as served by GET /api/copy/faq.

export type FaqSectionId = 'general' | 'car' | 'home' | 'life' | 'renters' | 'umbrella';

export type FaqItem = {
  question: string;
  /** The answer's paragraphs. */
  answer: string[];
};

export type FaqSection = {
  id: FaqSectionId;
  /** The jump button's label and the section heading: "General", "Car", "Homeowners", … */
  title: string;
  items: FaqItem[];
};

export type Faq = {
  title: string;
  intro: string[];
  sections: FaqSection[];
};
