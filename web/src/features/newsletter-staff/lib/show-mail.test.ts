// Tests of showMail: the mail's styles applied through the CSSOM in a shadow root, and nothing that could run, load a
// page or submit carried across.
import { describe, expect, it } from 'vitest';
import { carryStyles, showMail } from '@/features/newsletter-staff/lib/show-mail';

const MAIL = `<!doctype html><html><head><style>h1{color:red}</style><meta http-equiv="refresh" content="0;url=https://evil.example"></head>
<body style="background:#f4f4f4"><h1 style="color:#123456;margin:0">Winter</h1>
<img src="https://example.org/a.jpg" alt="Snow" width="600" style="max-width:100%" onerror="steal()">
<form action="https://evil.example"><input name="q"></form><iframe src="https://evil.example"></iframe>
<p id="words">Wear a style="warm" coat</p><a href="https://example.org/post" onmouseover="steal()">Read on the site</a><script>window.ran = true</script></body></html>`;

describe('showMail', () => {
  it('applies the mail’s styles in a shadow root and drops what could run, load or submit', () => {
    const host = document.createElement('div');
    document.body.append(host);
    showMail(host, MAIL);
    const root = host.shadowRoot!;
    const box = root.firstElementChild as HTMLElement;
    expect(box.style.background).toContain('rgb(244, 244, 244)');
    const heading = root.querySelector('h1')!;
    expect(heading.style.color).toBe('rgb(18, 52, 86)');
    expect(heading.hasAttribute('data-mail-style')).toBe(false);
    const image = root.querySelector('img')!;
    expect(image.style.maxWidth).toBe('100%');
    expect(image.getAttribute('onerror')).toBeNull();
    for (const dropped of ['script', 'style', 'meta', 'form', 'iframe']) expect(root.querySelector(dropped)).toBeNull();
    const link = root.querySelector('a')!;
    expect(link.getAttribute('onmouseover')).toBeNull();
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect((window as { ran?: boolean }).ran).toBeUndefined();
    // Only tags' attributes are renamed: words that look like one stay as written.
    expect(root.querySelector('#words')).toHaveTextContent('Wear a style="warm" coat');
    expect(carryStyles('<P STYLE="a:b" title="x">style="c"</P>')).toBe('<P data-mail-style="a:b" title="x">style="c"</P>');
    // The page's own styles stay out, and a second mail replaces the first.
    showMail(host, '<p>Next</p>');
    expect(root.textContent).toBe('Next');
    host.remove();
  });
});
