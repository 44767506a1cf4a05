import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';

/** Renders one element at `path` inside a memory router, with stub pages for the paths it links to. */
export function renderWithRouter(element: ReactElement, { path = '/' }: { path?: string } = {}) {
  const router = createMemoryRouter(
    [
      { path, element },
      { path: '*', element: <p>Other page</p> },
    ],
    { initialEntries: [path] },
  );
  return { ...render(<RouterProvider router={router} />), router };
}
