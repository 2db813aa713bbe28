// Tests of the post image: cache-busting address, placeholder for a missing or failing image, or nothing.
import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PostImage } from '@/features/blog/components/post-image';

describe('PostImage', () => {
  it('requests the image with the page stamp as v', () => {
    const { container } = render(<PostImage src="/media/a.webp" stamp={1234} />);
    expect(container.querySelector('img')).toHaveAttribute('src', '/media/a.webp?v=1234');
    expect(container.querySelector('[data-slot=image-placeholder]')).toBeNull();
  });

  it('shows the placeholder when there is no image', () => {
    const { container } = render(<PostImage src={null} stamp={1} className="aspect-[16/9]" />);
    expect(container.querySelector('img')).toBeNull();
    const placeholder = container.querySelector('[data-slot=image-placeholder]');
    expect(placeholder?.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    // Same box as an image would have.
    expect(container.firstElementChild).toHaveClass('aspect-[16/9]');
  });

  it('swaps a failing image for the placeholder, and tries a new address again', () => {
    const { container, rerender } = render(<PostImage src="/media/broken.webp" stamp={1} />);
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('[data-slot=image-placeholder]')).not.toBeNull();

    rerender(<PostImage src="/media/other.webp" stamp={1} />);
    expect(container.querySelector('img')).toHaveAttribute('src', '/media/other.webp?v=1');
  });

  it('shows nothing for a missing or failing image with fallback="hide"', () => {
    const { container, rerender } = render(<PostImage src={null} stamp={1} fallback="hide" />);
    expect(container).toBeEmptyDOMElement();
    rerender(<PostImage src="/media/broken.webp" stamp={1} fallback="hide" />);
    fireEvent.error(container.querySelector('img')!);
    expect(container).toBeEmptyDOMElement();
  });
});
