import type { ElementCase } from '../../packages/test-utils/element-case.ts';

/** The leak test and the language check take these (packages/test-utils/element-case.ts). */
const cases: ElementCase[] = [
  {
    tag: 'ib-crm-widget',
    load: () => import('./ib-crm-widget.ts'),
    markup:
      '<ib-crm-widget storage-key="leak-test"><script type="application/json">[{"id":"a","name":"A","text":"Hi {{1}}"}]</script></ib-crm-widget>',
  },
];

export default cases;
