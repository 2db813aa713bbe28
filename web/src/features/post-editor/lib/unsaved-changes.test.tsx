// Tests of the unsaved-changes guard's `stays`: another place of the same editor is not leaving it, anywhere else
// still asks, and drawing the editor again does not set the guard up again.
import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useUnsavedChangesWarning } from '@/features/post-editor/lib/unsaved-changes';

function clickLink(href: string) {
  const link = document.createElement('a');
  link.href = href;
  document.body.append(link);
  link.addEventListener('click', (event) => event.preventDefault());
  link.click();
  link.remove();
}

describe('useUnsavedChangesWarning', () => {
  afterEach(() => vi.restoreAllMocks());

  it('lets a link to the same editor through and asks before any other', () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const stays = (url: URL) => url.searchParams.get('document') === 'copy/faq';
    renderHook(() => useUnsavedChangesWarning(true, 'Discard?', stays));
    clickLink('/admin/site?document=copy%2Ffaq&item=sections.1');
    expect(confirm).not.toHaveBeenCalled();
    clickLink('/admin/requests');
    expect(confirm).toHaveBeenCalledWith('Discard?');
  });

  it('pushes its guard entry once however often the editor is drawn', () => {
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => undefined);
    const { rerender } = renderHook(() => useUnsavedChangesWarning(true, 'Discard?'));
    rerender();
    rerender();
    // Set up again, it would take its entry away (Back) each time the editor is drawn.
    expect(back).not.toHaveBeenCalled();
  });
});
