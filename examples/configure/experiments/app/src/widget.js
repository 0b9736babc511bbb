import { nanoid } from 'nanoid';

export function render(el) {
  el.textContent = `widget id: ${nanoid(8)}`;
}
