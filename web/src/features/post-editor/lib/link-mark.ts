// The link of the rich editor: an <a> with its href alone (rel and target are decided when the post is shown),
// only for the policy's addresses. Tiptap's own Link extension would add autolinking and linkifyjs (~8 KB gzip)
// that the editor does not need: the toolbar's link box sets addresses.
import { Mark, mergeAttributes } from '@tiptap/core';
import { isAllowedHref } from '@/lib/html-policy';

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    link: {
      setLink: (attributes: { href: string }) => ReturnType;
      unsetLink: () => ReturnType;
    };
  }
}

export const LinkMark = Mark.create({
  name: 'link',
  priority: 1000,
  inclusive: false,
  // An address the policy refuses is dropped and the link kept without one, as the store keeps it (<a>text</a>).
  addAttributes() {
    return {
      href: {
        default: null,
        parseHTML: (element: HTMLElement) => {
          const href = element.getAttribute('href');
          return href !== null && isAllowedHref(href) ? href : null;
        },
      },
    };
  },
  parseHTML() {
    return [{ tag: 'a' }];
  },
  renderHTML({ HTMLAttributes }) {
    return ['a', mergeAttributes(HTMLAttributes), 0];
  },
  addCommands() {
    return {
      setLink:
        (attributes) =>
        ({ commands }) =>
          commands.setMark(this.name, attributes),
      unsetLink:
        () =>
        ({ commands }) =>
          commands.unsetMark(this.name, { extendEmptyMarkRange: true }),
    };
  },
});
