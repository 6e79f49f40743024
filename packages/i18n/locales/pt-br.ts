import type { Translation } from '../types.ts';

export default {
  modal: { close: 'Fechar' },
} satisfies Translation;
