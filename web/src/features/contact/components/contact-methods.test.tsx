// Tests of the contact methods: the e-mail address is sized to fit one line and may break only after the @ or
// before a dot.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ContactMethods, fitToWidth } from '@/features/contact/components/contact-methods';

const facts = { phone: '(203) 555-0142', text: '(203) 555-0143', fax: '(203) 555-0144', email: 'info@harborpointinsurance.example' };

describe('ContactMethods', () => {
  it('links the e-mail address with break points only at the @ and the dots, sized for its length', () => {
    render(<ContactMethods facts={facts} />);
    const link = screen.getByRole('link', { name: facts.email });
    expect(link).toHaveAttribute('href', 'mailto:info@harborpointinsurance.example');
    expect(link.innerHTML).toBe('info@<wbr>harborpointinsurance<wbr>.example');
    expect(link).toHaveClass(fitToWidth(facts.email));
    expect(link.parentElement).toHaveClass('@container');
  });
});

describe('fitToWidth', () => {
  it('shrinks longer addresses more, down to the smallest size', () => {
    expect(fitToWidth('a@b.example')).toBe('text-[min(1.125rem,7.81cqi)]');
    expect(fitToWidth('x'.repeat(33))).toBe('text-[min(1.125rem,4.6cqi)]');
    expect(fitToWidth('x'.repeat(80))).toBe('text-[min(1.125rem,3.26cqi)]');
  });
});
