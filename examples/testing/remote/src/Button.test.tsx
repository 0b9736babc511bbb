// @vitest-environment happy-dom
import { afterEach, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import Button from './Button';

afterEach(cleanup);

it('counts clicks and reports them', () => {
  const onClick = vi.fn();
  render(<Button label="Save" onClick={onClick} />);

  fireEvent.click(screen.getByRole('button', { name: 'Save: clicked 0 times' }));

  expect(screen.getByRole('button').textContent).toBe('Save: clicked 1 times');
  expect(onClick).toHaveBeenCalledWith(1);
});
