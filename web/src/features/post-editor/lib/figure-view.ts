// How the editor draws a figure: the picture, then "Image description (alt text)" and "Caption (optional)" fields
// and a Remove picture button, all outside the editable text so that typing in them edits the figure's attributes.
import type { NodeViewRendererProps } from '@tiptap/core';
import type { Node as ProseMirrorNode } from '@tiptap/pm/model';
import type { NodeView } from '@tiptap/pm/view';
import { escapeText, inlineElement } from '@/features/post-editor/lib/editor-html';

const FIELD_CLASSES =
  'mt-1 block w-full rounded-md border border-slate-300 bg-white px-2.5 py-1.5 text-sm text-slate-900 ' +
  'focus-visible:outline-2 focus-visible:outline-teal-600';

/** A text field inside a <label> (so it is named without ids), writing attribute `name`. */
function labelledField(text: string, name: 'alt' | 'caption', hint: string): { label: HTMLLabelElement; input: HTMLInputElement } {
  const label = document.createElement('label');
  label.className = 'block text-sm font-medium text-navy-900';
  label.textContent = text;
  const input = document.createElement('input');
  input.type = 'text';
  input.name = name;
  input.className = FIELD_CLASSES;
  input.placeholder = hint;
  label.append(input);
  return { label, input };
}

export class FigureView implements NodeView {
  dom: HTMLElement;
  private node: ProseMirrorNode;
  private readonly image: HTMLImageElement;
  private readonly fields: Record<'alt' | 'caption', HTMLInputElement>;

  constructor({ node, editor, getPos }: NodeViewRendererProps) {
    this.node = node;
    this.dom = document.createElement('figure');
    this.dom.contentEditable = 'false';
    this.dom.className = 'my-5 space-y-2 rounded-md border border-slate-200 bg-slate-50 p-3';
    this.image = document.createElement('img');
    this.image.className = 'max-h-72 w-auto max-w-full rounded';
    const alt = labelledField('Image description (alt text)', 'alt', 'What the picture shows, for people who cannot see it');
    const caption = labelledField('Caption (optional)', 'caption', 'Shown under the picture');
    this.fields = { alt: alt.input, caption: caption.input };
    const remove = document.createElement('button');
    remove.type = 'button';
    // Not 'Remove image', the post image's own button beside the text.
    remove.textContent = 'Remove picture';
    remove.className = 'min-h-9 rounded px-2.5 text-sm text-red-700 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-teal-600';

    const write = (name: 'alt' | 'caption') => () => {
      const pos = getPos();
      if (typeof pos !== 'number') return;
      const value = name === 'caption' ? escapeText(this.fields[name].value.replace(/\s+/g, ' ')) : this.fields[name].value;
      editor.view.dispatch(editor.state.tr.setNodeAttribute(pos, name, value));
    };
    alt.input.addEventListener('input', write('alt'));
    caption.input.addEventListener('input', write('caption'));
    remove.addEventListener('click', () => {
      const pos = getPos();
      if (typeof pos === 'number') editor.chain().focus().deleteRange({ from: pos, to: pos + this.node.nodeSize }).run();
    });
    this.dom.append(this.image, alt.label, caption.label, remove);
    this.show(node);
  }

  private show(node: ProseMirrorNode) {
    this.node = node;
    this.image.src = node.attrs.src as string;
    this.image.alt = node.attrs.alt as string;
    for (const name of ['alt', 'caption'] as const) {
      const field = this.fields[name];
      const value = node.attrs[name] as string;
      if (document.activeElement !== field) field.value = name === 'caption' ? inlineElement('span', value).textContent ?? '' : value;
    }
  }

  update(node: ProseMirrorNode): boolean {
    if (node.type !== this.node.type) return false;
    this.show(node);
    return true;
  }

  /** The fields and the button keep their own keys, clicks and pastes. */
  stopEvent(event: Event): boolean {
    const target = event.target as HTMLElement | null;
    return Boolean(target && target !== this.dom && target !== this.image);
  }

  ignoreMutation(): boolean {
    return true;
  }
}
