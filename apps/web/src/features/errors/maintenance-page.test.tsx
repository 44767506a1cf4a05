import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MaintenancePage } from './maintenance-page';

describe('MaintenancePage', () => {
  it("reads 'We'll be back soon' and retries on request", async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    render(<MaintenancePage onRetry={onRetry} />);
    expect(screen.getByRole('heading', { level: 1, name: "We'll be back soon" })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
