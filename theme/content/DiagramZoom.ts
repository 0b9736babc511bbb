/**
 * Zoom for the diagrams drawn at build time (plugins/diagrams), with the site's image zoom.
 * medium-zoom zooms `<img>` elements only, and a diagram is inline SVG so that its text stays text.
 * This draws the SVG into an `<img>` in the colours the theme gives it at that moment, lays the
 * image invisibly over the SVG, and has medium-zoom open it with the options and the page-coloured
 * overlay of the doc images. The image is removed when the zoom closes. ImageZoom.tsx loads this
 * at the first click on a diagram.
 */
import mediumZoom, { type ZoomOptions } from 'medium-zoom';
import './DiagramZoom.css';

/** The theme's colours the SVG reads (theme/content/diagram.css); an image cannot read the page's variables. */
const COLOURS = ['--mf-diagram-bg', '--mf-diagram-fg', '--mf-diagram-accent', '--mf-diagram-muted'];

/** The SVG as an image URL, its colour variables and font replaced by what they are on the page now. */
function imageOf(svg: SVGSVGElement, figure: Element): string {
  const copy = svg.cloneNode(true) as SVGSVGElement;
  const computed = getComputedStyle(figure);
  let style = copy.getAttribute('style') ?? '';
  for (const name of COLOURS) style = style.replaceAll(`var(${name})`, computed.getPropertyValue(name).trim());
  copy.setAttribute('style', `${style};font-family:${computed.fontFamily}`);
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(new XMLSerializer().serializeToString(copy))}`;
}

/** Opens the zoom on the diagram of `picture`, unless it is open already. */
export function zoomDiagram(picture: HTMLElement, options: ZoomOptions | undefined): void {
  const svg = picture.querySelector('svg');
  if (!svg || picture.querySelector('.mf-diagram__zoom')) return;
  const at = svg.getBoundingClientRect();
  const box = picture.getBoundingClientRect();
  const image = document.createElement('img');
  image.className = 'mf-diagram__zoom';
  image.alt = svg.getAttribute('aria-label') ?? '';
  image.src = imageOf(svg, picture.closest('.mf-diagram') ?? picture);
  Object.assign(image.style, {
    left: `${at.left - box.left - picture.clientLeft + picture.scrollLeft}px`,
    top: `${at.top - box.top - picture.clientTop + picture.scrollTop}px`,
    width: `${at.width}px`,
    height: `${at.height}px`,
  });
  picture.append(image);
  const zoomed = mediumZoom(image, { ...options, background: 'var(--rp-c-bg)' });
  image.addEventListener(
    'medium-zoom:closed',
    () => {
      zoomed.detach();
      image.remove();
    },
    { once: true },
  );
  image.decode().then(
    () => zoomed.open(),
    () => image.remove(),
  );
}
