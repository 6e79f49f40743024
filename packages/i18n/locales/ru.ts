import type { Translation } from '../types.ts';

export default {
  modal: { close: 'Закрыть' },
} satisfies Translation;
