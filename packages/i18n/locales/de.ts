import type { Translation } from '../types.ts';

export default {
  modal: { close: 'Schließen' },
} satisfies Translation;
