import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { DataTable, type DataTableColumn } from './data-table';

interface Delivery {
  id: string;
  items: string;
  traveler: string;
  status: string;
}

const deliveries: Delivery[] = [
  { id: 'd1', items: 'Laptop', traveler: 'Chinedu', status: 'On the way' },
  { id: 'd2', items: 'Shoes', traveler: 'Amara', status: 'Delivered' },
];

const columns: DataTableColumn<Delivery>[] = [
  { key: 'items', header: 'Items to be Delivered', render: (row) => row.items },
  { key: 'traveler', header: 'Traveler', render: (row) => row.traveler },
  { key: 'status', header: 'Status', render: (row) => row.status },
];

function Deliveries({ onSearch }: { onSearch?: (value: string) => void }) {
  const [query, setQuery] = useState('');
  const rows = deliveries.filter((d) => d.items.toLowerCase().includes(query.toLowerCase()));
  return (
    <DataTable
      caption="Deliveries"
      hideCaption
      columns={columns}
      rows={rows}
      getRowId={(row) => row.id}
      emptyState="No deliveries match your search."
      search={{
        label: 'Search deliveries',
        value: query,
        onChange: (value) => {
          onSearch?.(value);
          setQuery(value);
        },
      }}
    />
  );
}

describe('DataTable', () => {
  it('renders a real table named by its caption, with column headers and rows', () => {
    render(<Deliveries />);
    const table = screen.getByRole('table', { name: 'Deliveries' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Items to be Delivered', 'Traveler', 'Status']);
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByRole('cell', { name: 'Chinedu' })).toBeInTheDocument();
    expect(screen.getByText('Deliveries')).toHaveClass('sr-only');
  });

  it('calls search.onChange as the user types and shows the empty state', async () => {
    const onSearch = vi.fn();
    render(<Deliveries onSearch={onSearch} />);
    const search = screen.getByRole('searchbox', { name: 'Search deliveries' });
    await userEvent.type(search, 'sh');
    expect(onSearch).toHaveBeenLastCalledWith('sh');
    expect(screen.getAllByRole('row')).toHaveLength(2);
    await userEvent.type(search, 'x');
    expect(screen.getByRole('cell', { name: 'No deliveries match your search.' })).toBeInTheDocument();
  });

  it('labels each cell with its column header for the stacked narrow layout, hidden from screen readers', () => {
    render(<Deliveries />);
    const table = screen.getByRole('table', { name: 'Deliveries' });
    // Stacks by the room its container has (a container query), so the markup is the same at every width.
    expect(table.closest('.\\@container')).not.toBeNull();
    const cell = within(table).getByRole('cell', { name: 'Chinedu' });
    const label = within(cell).getByText('Traveler');
    expect(label).toHaveAttribute('aria-hidden', 'true');
    expect(within(table).queryAllByRole('cell', { name: /Traveler|Status/ })).toEqual([]);
  });

  it('scrolls sideways in a keyboard-reachable region on small screens', () => {
    render(<Deliveries />);
    const region = screen.getByRole('region', { name: 'Deliveries' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).toHaveClass('overflow-x-auto');
  });
});
