/**
 * The framework's icon renderer, with icons given as an image path (the home feature icons)
 * marked decorative: an empty alt and hidden from assistive technology, since the text beside
 * each icon says what it means.
 */
import { normalizeImagePath } from '@rspress/core/runtime';
import { SvgWrapper as DefaultSvgWrapper, type SvgWrapperProps } from '@rspress/core/theme-original';

const IMAGE_PATH = /^(\/|\.\.?\/|https?:\/\/|data:)/;

export function SvgWrapper(props: SvgWrapperProps) {
  const { icon, className } = props;
  if (typeof icon === 'string' && IMAGE_PATH.test(icon)) {
    // Lazy: below the hero on a phone, they must not compete with the stylesheet and the hero.
    return <img className={className} src={normalizeImagePath(icon)} alt="" aria-hidden="true" loading="lazy" />;
  }
  return <DefaultSvgWrapper {...props} />;
}
