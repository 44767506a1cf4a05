import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Input } from './input';

describe('Input', () => {
  it('ties the label, hint and error to the field', () => {
    render(<Input label="Email" hint="We never share it." error="Enter a valid email" type="email" />);
    const field = screen.getByRole('textbox', { name: 'Email' });
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('We never share it. Enter a valid email');
  });

  it('is valid without an error', () => {
    render(<Input label="Your Name" />);
    expect(screen.getByRole('textbox', { name: 'Your Name' })).not.toHaveAttribute('aria-invalid');
  });
});
