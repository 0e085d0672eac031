import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { NotFoundPage } from './not-found-page';

describe('NotFoundPage', () => {
  it.each(['content', 'standalone'] as const)('(%s) names the page and links home', async (variant) => {
    const router = createMemoryRouter(
      [{ path: '*', element: <NotFoundPage homeHref="/home" homeLabel="Go home" variant={variant} /> }],
      { initialEntries: ['/nope'] },
    );
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go home' })).toHaveAttribute('href', '/home');
    expect(document.title).toBe('Page not found · Tote');
  });
});
