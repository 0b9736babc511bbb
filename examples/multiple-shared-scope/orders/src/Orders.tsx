import { version as reactVersion } from 'react';
import _ from 'lodash';

const orders = [
  { id: 'A-17', total: 120 },
  { id: 'B-03', total: 80 },
];

export default function Orders() {
  // _.pluck was removed in lodash 4: this line needs lodash 3
  return (
    <p>
      Orders {_.pluck(orders, 'id').join(', ')} (lodash {_.VERSION}, React {reactVersion})
    </p>
  );
}
