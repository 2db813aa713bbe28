// Tests of the Site screen's groups: each document in its group, in the groups' order, strays under "Other".
import { describe, expect, it } from 'vitest';
import { groupDocuments } from '@/features/document-editor/lib/document-groups';

const item = (name: string) => ({ name, title: name, problem: null });

describe('groupDocuments', () => {
  it('puts each document in its group and leaves empty groups out', () => {
    const groups = groupDocuments(['products/flood', 'site', 'pages/about', 'redirects', 'copy/faq', 'companies'].map(item));
    expect(groups.map(({ title, documents }) => [title, documents.map(({ name }) => name)])).toEqual([
      ['Agency', ['site', 'companies']],
      ['Pages', ['pages/about', 'copy/faq']],
      ['Insurance products', ['products/flood']],
      ['Other', ['redirects']],
    ]);
  });
});
