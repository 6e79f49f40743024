import type { Translation } from '../types.ts';

export default {
  modal: { close: 'Zamknij' },
} satisfies Translation;
