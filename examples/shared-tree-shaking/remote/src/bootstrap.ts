import { groupSums } from './stats';

document.body.textContent = `Remote: ${groupSums([1, 2, 3, 4, 5, 6, 7])}`;
