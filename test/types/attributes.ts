// Compile-time checks (`npm run typecheck`): enumerated attributes are string-literal unions on
// the element classes and the React props, from the one union in each props type.
import { createElement as h } from 'react';
import '../../elements/tooltip/ib-tooltip.ts';
import '../../elements/video/ib-video.ts';
import { Carousel, Tooltip } from '../../react/index.ts';

export function enumeratedAttributes() {
  const tooltip = document.createElement('ib-tooltip');
  tooltip.placement = 'bottom-end';
  // @ts-expect-error `middle` is no placement
  tooltip.placement = 'middle';
  const video = document.createElement('ib-video');
  video.provider = 'wistia';
  // @ts-expect-error `dailymotion` is no provider
  video.provider = 'dailymotion';
  return [
    h(Tooltip, { placement: 'left-start', content: 'Help' }),
    // @ts-expect-error `middle` is no placement
    h(Tooltip, { placement: 'middle' }),
    h(Carousel, { variant: 'fade' }),
    // @ts-expect-error `zoom` is no carousel variant
    h(Carousel, { variant: 'zoom' }),
  ];
}
