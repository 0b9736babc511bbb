import './Widget.css';

export function mountWidget(container: HTMLElement): void {
  const widget = document.createElement('p');
  widget.className = 'widget';
  widget.textContent = 'Widget from the provider';
  container.append(widget);
}
