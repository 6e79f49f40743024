// `ib-blocks/react`: the blocks for React apps. Importing this module registers the elements,
// rendered by the app's own React (a peer dependency), and exports typed components for them.
import '../../elements/accordion/ib-accordion.ts';
import type { AccordionProps } from '../../elements/accordion/Accordion.tsx';
import { wrapElement } from './wrap.ts';

export { wrapElement, type WrapperProps } from './wrap.ts';

export const Accordion = wrapElement<AccordionProps, 'onToggle'>('ib-accordion', { onToggle: 'ib-accordion-toggle' });
