// The image inside the text: a figure holding one of the site's images (/media/…, the policy's only image
// addresses), its text alternative and an optional caption, edited with labelled fields beside the picture.
import { Node } from '@tiptap/core';
import { NodeSelection, Selection } from '@tiptap/pm/state';
import { inlineElement, serializeInline } from '@/features/post-editor/lib/editor-html';
import { FigureView } from '@/features/post-editor/lib/figure-view';
import { isAllowedImageSrc } from '@/lib/html-policy';

/** `caption` is canonical inline HTML (text escaped; strong, em, links and line breaks kept). */
export type FigureAttributes = { src: string; alt: string; caption: string };


declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    figure: {
      /** Puts a figure at the cursor (after the paragraph it is in). */
      insertFigure: (attributes: Pick<FigureAttributes, 'src'> & Partial<FigureAttributes>) => ReturnType;
    };
  }
}

/** The figure an <img> (alone or inside a <figure>) stands for, or false when its address is not the site's. */
function figureFrom(element: HTMLElement): FigureAttributes | false {
  const image = element.tagName === 'IMG' ? element : element.querySelector('img');
  const src = image?.getAttribute('src') ?? '';
  if (!isAllowedImageSrc(src)) return false;
  const figcaption = element.tagName === 'FIGURE' ? element.querySelector('figcaption') : null;
  return { src, alt: image!.getAttribute('alt') ?? '', caption: figcaption ? serializeInline(figcaption).trim() : '' };
}

export const Figure = Node.create({
  name: 'figure',
  group: 'block',
  atom: true,
  draggable: true,
  selectable: true,
  addAttributes() {
    return { src: { default: '' }, alt: { default: '' }, caption: { default: '' } };
  },
  parseHTML() {
    return [
      { tag: 'figure', getAttrs: (element) => figureFrom(element) },
      { tag: 'img[src]', getAttrs: (element) => figureFrom(element) },
    ];
  },
  renderHTML({ node }) {
    const { src, alt, caption } = node.attrs as FigureAttributes;
    const figure = document.createElement('figure');
    const image = document.createElement('img');
    image.setAttribute('src', src);
    image.setAttribute('alt', alt);
    figure.append(image);
    if (caption) figure.append(inlineElement('figcaption', caption));
    return figure;
  },
  addNodeView() {
    return (props) => new FigureView(props);
  },
  addCommands() {
    return {
      // The cursor goes on after the figure (into a new paragraph at the end of the text), so that typing or a
      // paste that follows never replaces it.
      insertFigure:
        (attributes) =>
        ({ chain }) =>
          chain()
            .insertContent({ type: this.name, attrs: { alt: '', caption: '', ...attributes } })
            .command(({ tr }) => {
              // Inserted before text, the cursor is already in that text; inserted last, the figure is selected.
              if (!(tr.selection instanceof NodeSelection)) return true;
              const after = tr.selection.to;
              if (after >= tr.doc.content.size) tr.insert(after, tr.doc.type.schema.nodes.paragraph!.create());
              tr.setSelection(Selection.near(tr.doc.resolve(after), 1));
              return true;
            })
            .run(),
    };
  },
});
