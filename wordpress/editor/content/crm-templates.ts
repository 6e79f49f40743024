// ib-crm-widget's message templates, `[{ id, name, text }]` in a child JSON script
// (elements/crm-widget/README.md): a list of templates, each a name and a text; the id is made
// for the author, unique, and kept when the name changes (a rep's saved choice names it).
import { __ } from '@wordpress/i18n';
import type { JsonData } from './json-data.ts';

export const crmTemplates: JsonData = {
  attribute: 'templates',
  title: __('Message templates', 'ib-blocks'),
  itemName: __('Template', 'ib-blocks'),
  help: __(
    'The rep picks one from the Template list; its text replaces the message. {{1}}, {{2}}… are filled in per recipient.',
    'ib-blocks',
  ),
  fields: [
    { key: 'name', label: __('Name (shown in the list)', 'ib-blocks') },
    { key: 'text', label: __('Text', 'ib-blocks'), multiline: true },
  ],
  newItem: (items) => {
    const taken = new Set(items.map(({ id }) => id));
    let number = items.length + 1;
    while (taken.has(`template-${number}`)) number += 1;
    return { id: `template-${number}`, name: '', text: '' };
  },
};
