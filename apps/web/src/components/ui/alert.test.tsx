import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Alert } from './alert';

describe('Alert', () => {
  it('announces errors at once and other messages politely', () => {
    render(
      <>
        <Alert tone="danger" title="Failed to load lessons. Please try again later." />
        <Alert tone="success">Password changed successfully!</Alert>
        <Alert tone="warning" role="none">
          Beta
        </Alert>
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load lessons. Please try again later.');
    expect(screen.getByRole('status')).toHaveTextContent('Password changed successfully!');
    expect(screen.getAllByRole('status')).toHaveLength(1);
  });
});
