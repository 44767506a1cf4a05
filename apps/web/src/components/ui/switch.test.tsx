import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Switch } from './switch';

function Harness({ disabled = false }: { disabled?: boolean }) {
  const [on, setOn] = useState(false);
  return (
    <Switch
      label="Weekly reports"
      description="Every Monday"
      checked={on}
      onCheckedChange={setOn}
      disabled={disabled}
    />
  );
}

describe('Switch', () => {
  it('is a named switch that toggles with a click and with the keyboard', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const toggle = screen.getByRole('switch', { name: 'Weekly reports' });
    expect(toggle).toHaveAccessibleDescription('Every Monday');
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    expect(toggle).toBeChecked();
    toggle.focus();
    await user.keyboard(' ');
    expect(toggle).not.toBeChecked();
  });

  it('does not change when disabled', async () => {
    const user = userEvent.setup();
    render(<Harness disabled />);
    const toggle = screen.getByRole('switch', { name: 'Weekly reports' });
    await user.click(toggle);
    expect(toggle).not.toBeChecked();
  });
});
