import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '@tote/testing/mock-api';
import { PROHIBITED_ITEMS, PROHIBITED_ITEMS_BY_COUNTRY } from '@tote/validation/contents';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../testing/render-route';

// The public prohibited items page (docs/decisions/020-declared-contents.md).
describe('/prohibited-items', () => {
  it('shows the one list and the notes per destination', async () => {
    mockApi({});
    renderRoute('/prohibited-items');
    expect(await screen.findByRole('heading', { level: 1, name: 'Prohibited items' })).toBeInTheDocument();
    for (const item of PROHIBITED_ITEMS) expect(screen.getByText(item.name)).toBeInTheDocument();
    const byDestination = screen.getByRole('region', { name: 'By destination' });
    expect(within(byDestination).getByText('Rwanda')).toBeInTheDocument();
    expect(within(byDestination).getByText(PROHIBITED_ITEMS_BY_COUNTRY.RW ?? '')).toBeInTheDocument();
  });

  it('is linked from the footer and from Resources & Policies', async () => {
    mockApi({});
    const user = userEvent.setup();
    renderRoute('/resources');
    await screen.findByRole('heading', { level: 1, name: 'Resources & Policies' });
    const footer = screen.getByRole('navigation', { name: 'Company' });
    expect(within(footer).getByRole('link', { name: 'Prohibited Items' })).toHaveAttribute(
      'href',
      '/prohibited-items',
    );
    await user.click(screen.getByRole('link', { name: 'The prohibited items list' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Prohibited items' })).toBeInTheDocument();
  });
});
