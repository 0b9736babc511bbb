// @vitest-environment happy-dom
import { afterEach, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { loadRemote } from '@module-federation/runtime';
import App from './App';

// Replace the runtime's loadRemote: no federation instance, no network
vi.mock('@module-federation/runtime', () => ({
  loadRemote: vi.fn(async (id: string) => ({
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
