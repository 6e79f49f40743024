import type { Translation } from '../types.ts';

export default {
  modal: { close: 'Kapat' },
} satisfies Translation;
