// The post body as formatted text (Tiptap, loaded only on staff screens): a toolbar (Bold, Italic, Link,
// Bulleted list, Numbered list, with their keyboard shortcuts), the link box, and plain-text paste following the
// paragraph rules. Reports the canonical HTML when the body changes, or null when it is back to what was loaded.
import { useState, type KeyboardEvent } from 'react';
import { FormattingToolbar, useActiveTools } from '@/features/post-editor/components/formatting-toolbar';
import { LinkBox } from '@/features/post-editor/components/link-box';
import { useBodyEditor, type BodyEditorOptions } from '@/features/post-editor/lib/use-body-editor';
import { cn } from '@/lib/cn';

export function RichTextField(props: BodyEditorOptions) {
  const { editor, host } = useBodyEditor(props);
  const active = useActiveTools(editor);
  const [linkBox, setLinkBox] = useState<{ href: string } | null>(null);

  const openLinkBox = () => setLinkBox({ href: (editor.getAttributes('link').href as string | undefined) ?? '' });
  // Ctrl/Cmd+K opens the link box (caught before the editor sees the key).
  const linkShortcut = (event: KeyboardEvent<HTMLDivElement>) => {
    if ((event.ctrlKey || event.metaKey) && !event.shiftKey && event.key.toLowerCase() === 'k') {
      event.preventDefault();
      openLinkBox();
    }
  };

  const applyLink = (href: string) => {
    const chain = editor.chain().focus();
    if (editor.state.selection.empty && !editor.isActive('link')) {
      chain.insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] }).run();
    } else {
      chain.extendMarkRange('link').setLink({ href }).run();
    }
    setLinkBox(null);
  };
  const removeLink = () => {
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
    setLinkBox(null);
  };
  const closeLinkBox = () => {
    setLinkBox(null);
    editor.commands.focus();
  };

  return (
    <div
      onKeyDownCapture={linkShortcut}
      className={cn(
        'rounded-md border bg-white shadow-xs focus-within:border-teal-600 focus-within:outline-2 focus-within:outline-teal-600',
        props.invalid ? 'border-red-600' : 'border-slate-300',
      )}
    >
      <FormattingToolbar editor={editor} active={active} onLink={openLinkBox} />
      {linkBox ? (
        <LinkBox
          initialHref={linkBox.href}
          onApply={applyLink}
          onRemove={active.has('link') ? removeLink : null}
          onClose={closeLinkBox}
        />
      ) : null}
      <div ref={host} />
    </div>
  );
}
