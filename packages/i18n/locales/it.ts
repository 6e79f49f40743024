import type { Translation } from '../types.ts';

export default {
  modal: { close: 'Chiudi' },
} satisfies Translation;
