export { Badge } from './lib/badge';
export { firstCaller } from './lib/first-caller';
