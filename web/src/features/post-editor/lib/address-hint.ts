// What the Address field says under an editable address: where the address comes from and until when it can
// change. A published post's address gets the forwarding note instead (none here).
export type AddressMode = 'new' | 'unpublished' | 'published';

export function addressHint(mode: AddressMode, followsTitle: boolean | undefined): string | null {
  if (mode === 'new') {
    return followsTitle
      ? 'Made from the title. You can change it until the post is published.'
      : 'You can change it until the post is published.';
  }
  return mode === 'unpublished' ? 'Visitors will find the post here once it is published. You can change it until then.' : null;
}
