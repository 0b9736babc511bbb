import { version as reactVersion } from 'react';
import _ from 'lodash';

const invoices = [
  { id: 'F-2024-1', amount: 300 },
  { id: 'F-2024-2', amount: 45 },
];

export default function Invoices() {
  // _.pluck was removed in lodash 4: this line needs lodash 3
  return (
    <p>
      Invoices {_.pluck(invoices, 'id').join(', ')} (lodash {_.VERSION}, React {reactVersion})
    </p>
  );
}
