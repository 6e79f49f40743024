import { createIbElement, defineIbElement } from '../../packages/element/index.ts';
import { PersonalCard } from './PersonalCard.tsx';
import { personalCardSpec, type PersonalCardProps } from './personal-card-props.ts';
import styles from './personal-card.css?inline';

const Base = createIbElement<PersonalCardProps>(PersonalCard, {
  props: personalCardSpec,
  styles,
  readyAt: 'commit',
});

/**
 * A person's info card (author, speaker, team member) with a popup of details: `[data-open]`
 * buttons open it, `[data-close]` buttons close it, focus moves to the other button, and Escape
 * closes it.
 *
 * @tag ib-personal-card
 * @summary Info card whose open and close buttons toggle `expanded` and move focus.
 * @fires ib-personal-card-toggle - The popup opened or closed through a button or Escape. `detail: { expanded: boolean }`.
 * @slot - The card: `[data-open]` and `[data-close]` buttons and an optional `[data-panel]` popup (hidden while closed).
 */
export class IbPersonalCard extends Base {}

defineIbElement('ib-personal-card', IbPersonalCard);

declare global {
  interface HTMLElementTagNameMap {
    'ib-personal-card': IbPersonalCard;
  }
}
