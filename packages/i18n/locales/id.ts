import type { Translation } from '../types.ts';

export default {
  modal: { close: 'Tutup' },
} satisfies Translation;
