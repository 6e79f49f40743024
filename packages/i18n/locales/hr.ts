import type { Translation } from '../types.ts';

export default {
  modal: { close: 'Zatvori' },
} satisfies Translation;
