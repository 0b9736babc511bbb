import { mountWidget } from './Widget';

mountWidget(document.body);
