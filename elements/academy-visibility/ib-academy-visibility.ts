import { createIbElement, defineIbElement } from '../../packages/element/index.ts';
import { AcademyVisibility } from './AcademyVisibility.tsx';
import type { AcademyVisibilityProps } from './academy-visibility-props.ts';
import styles from './academy-visibility.css?inline';

const Base = createIbElement<AcademyVisibilityProps>(AcademyVisibility, {
  styles,
  readyAt: 'commit',
});

/**
 * Shows academy content by login state and viewed courses.
 *
 * @tag ib-academy-visibility
 * @summary Children with `data-show-when` (`logged-in`, `logged-out`, `viewed:{id}`, `not-viewed:{id}`) show only when their condition holds.
 * @slot - The content; descendants with `data-show-when` are shown or hidden (the `hidden` attribute).
 */
export class IbAcademyVisibility extends Base {}

defineIbElement('ib-academy-visibility', IbAcademyVisibility);

declare global {
  interface HTMLElementTagNameMap {
    'ib-academy-visibility': IbAcademyVisibility;
  }
}
