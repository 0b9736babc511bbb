import { chunk, sum, uniq } from 'lodash-es';
import { groupSums } from 'remote/stats';

const values = uniq([1, 2, 2, 3, 4, 5, 5, 6, 7]);
const local = chunk(values, 2).map((pair) => sum(pair)).join(', ');

document.body.textContent = `Host: ${local}. From the remote: ${groupSums(values)}`;
