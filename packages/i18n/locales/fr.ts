import type { Translation } from '../types.ts';

export default {
  modal: { close: 'Fermer' },
} satisfies Translation;
