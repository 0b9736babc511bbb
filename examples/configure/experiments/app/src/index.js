import { nanoid } from 'nanoid';

document.body.textContent = `app id: ${nanoid(8)}`;
