import { greeting } from './greeting';

document.querySelector('#root')!.textContent = greeting('remote page');
