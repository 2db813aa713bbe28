// Tests of the post image: cache-busting address, the drawn illustration for a missing or failing image, and the
// placeholder (or nothing) only when no picture loads.
import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PostImage } from '@/components/ui/post-image';

const drawing = '/app-media/illustrations/home-1.webp';

describe('PostImage', () => {
  it('requests the image with the page stamp as v, with its width variants', () => {
    const { container } = render(<PostImage src="/media/a.webp" illustration={drawing} stamp={1234} />);
    const img = container.querySelector('img')!;
    expect(img).toHaveAttribute('src', '/media/a.webp?v=1234');
    expect(img.getAttribute('srcset')).toContain('/media/a.webp?w=640&v=1234 640w');
    expect(container.querySelector('[data-slot=image-placeholder]')).toBeNull();
  });

  it('shows the illustration, unstamped, with its size and width variants, when there is no image', () => {
    const { container } = render(<PostImage src={null} illustration={drawing} stamp={1} className="aspect-[16/9]" />);
    const img = container.querySelector('img')!;
    expect(img).toHaveAttribute('src', drawing);
    expect(img).toHaveAttribute('data-kind', 'illustration');
    expect(img).toHaveAttribute('width', '1200');
    expect(img).toHaveAttribute('height', '675');
    expect(img.getAttribute('srcset')).toBe(
      [320, 640, 960, 1280].map((w) => `/app-media/illustrations/home-1.webp?w=${w} ${w}w`).join(', '),
    );
    // Same box as an image would have.
    expect(container.firstElementChild).toHaveClass('aspect-[16/9]');
  });

  it("describes the post's own image with its imageAlt, and its illustration as decoration", () => {
    const { container } = render(<PostImage src="/media/a.webp" alt="A plowed road" illustration={drawing} stamp={1} />);
    expect(container.querySelector('img')).toHaveAttribute('alt', 'A plowed road');
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('img')).toHaveAttribute('src', drawing);
    expect(container.querySelector('img')).toHaveAttribute('alt', '');
    const undescribed = render(<PostImage src="/media/b.webp" alt={null} stamp={1} />);
    expect(undescribed.container.querySelector('img')).toHaveAttribute('alt', '');
  });

  it('shows the placeholder when there is neither image nor illustration', () => {
    const { container } = render(<PostImage src={null} stamp={1} className="aspect-[16/9]" />);
    expect(container.querySelector('img')).toBeNull();
    const placeholder = container.querySelector('[data-slot=image-placeholder]');
    expect(placeholder?.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(container.firstElementChild).toHaveClass('aspect-[16/9]');
  });

  it('swaps a failing image for the illustration, then the placeholder, and tries a new address again', () => {
    const { container, rerender } = render(<PostImage src="/media/broken.webp" illustration={drawing} stamp={1} />);
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('img')).toHaveAttribute('src', drawing);
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('[data-slot=image-placeholder]')).not.toBeNull();

    rerender(<PostImage src="/media/other.webp" illustration={drawing} stamp={1} />);
    expect(container.querySelector('img')).toHaveAttribute('src', '/media/other.webp?v=1');
  });

  it('shows nothing when no picture loads with fallback="hide"', () => {
    const { container, rerender } = render(<PostImage src={null} stamp={1} fallback="hide" />);
    expect(container).toBeEmptyDOMElement();
    rerender(<PostImage src="/media/broken.webp" illustration={drawing} stamp={1} fallback="hide" />);
    fireEvent.error(container.querySelector('img')!);
    fireEvent.error(container.querySelector('img')!);
    expect(container).toBeEmptyDOMElement();
  });
});
