import { nanoid } from 'nanoid';
import { render } from 'exp_app/widget';

document.body.innerHTML = `<p>host id: ${nanoid(8)}</p><div id="widget"></div>`;
render(document.getElementById('widget'));
