import type { Translation } from '../types.ts';

export default {
  modal: { close: 'Cerrar' },
} satisfies Translation;
