import { afterEach, expect, it, rs } from '@rstest/core';
import { cleanup, render, screen } from '@testing-library/react';
import { loadRemote } from '@module-federation/runtime';
import App from './App';

// The same replacement as with Vitest: rs.mock is Rstest's vi.mock
rs.mock('@module-federation/runtime', () => ({
  loadRemote: rs.fn(async (id: string) => ({
    default: ({ label }: { label: string }) => <button>{`${label} (fake ${id})`}</button>,
  })),
}));

afterEach(cleanup);

it('renders the remote button returned by loadRemote', async () => {
  render(<App />);

  expect(screen.getByText('Loading the button…')).toBeTruthy();
  expect(await screen.findByRole('button', { name: 'Save (fake remote/Button)' })).toBeTruthy();
  expect(loadRemote).toHaveBeenCalledWith('remote/Button');
});
