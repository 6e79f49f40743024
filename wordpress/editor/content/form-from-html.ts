// A Custom HTML block's `<ib-form>` as the form blocks (docs/wordpress.md, "From Custom HTML"):
// its `<form>`'s action, name and send button, each field the block of its kind with its label,
// name, required, placeholder and options, and the `success` and `error` slots as message blocks.
import { createBlock } from '@wordpress/blocks';
import { blocksFromHtml, childrenMatching } from './element-content.ts';

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** The HTML of `node` without the form controls inside it (a label's own text). */
function textOf(node: Element | null | undefined): string {
  if (!node) return '';
  const copy = node.cloneNode(true) as Element;
  for (const control of copy.querySelectorAll('input, select, textarea')) control.remove();
  return copy.innerHTML.trim();
}

/** The label of `control`: the `<label>` around it, else the one naming its id. */
const labelOf = (control: Control, form: Element) =>
  textOf(
    control.closest('label') ??
      (control.id ? form.querySelector(`label[for="${CSS.escape(control.id)}"]`) : null),
  );

const plain = (html: string) =>
  new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';

function fieldBlock(control: Control, form: Element): WordPress.BlockInstance | null {
  const shared = {
    name: control.name || undefined,
    required: control.required,
    label: labelOf(control, form),
  };
  if (control instanceof HTMLTextAreaElement)
    return createBlock('ib-blocks/form-textarea', {
      ...shared,
      placeholder: control.placeholder || undefined,
    });
  if (control instanceof HTMLSelectElement) {
    const options = [...control.options];
    return createBlock('ib-blocks/form-select', {
      ...shared,
      placeholder: options.find((option) => option.value === '')?.text ?? '',
      options: options
        .filter((option) => option.getAttribute('value') !== '')
        .map((option) => ({ label: option.text })),
    });
  }
  if (control.type === 'checkbox') return createBlock('ib-blocks/form-checkbox', shared);
  if (control.type === 'radio') {
    const group = [...form.querySelectorAll<HTMLInputElement>('input[type="radio"]')].filter(
      (radio) => radio.name === control.name,
    );
    return createBlock('ib-blocks/form-radio', {
      ...shared,
      required: group.some((radio) => radio.required),
      label: textOf(control.closest('fieldset')?.querySelector('legend')),
      options: group.map((radio) => ({ label: plain(labelOf(radio, form)) })),
    });
  }
  return createBlock('ib-blocks/form-text', {
    ...shared,
    type: ['email', 'tel'].includes(control.type) ? control.type : 'text',
    placeholder: control.placeholder || undefined,
  });
}

/** The fields of `form` a visitor fills in, each radio group once. */
function fieldsOf(form: HTMLFormElement): WordPress.BlockInstance[] {
  const seen = new Set<string>();
  const blocks: WordPress.BlockInstance[] = [];
  for (const control of form.querySelectorAll<Control>('input, select, textarea')) {
    if (['hidden', 'submit', 'button', 'reset', 'image'].includes(control.type)) continue;
    if (control.type === 'radio') {
      if (seen.has(control.name)) continue;
      seen.add(control.name);
    }
    const block = fieldBlock(control, form);
    if (block) blocks.push(block);
  }
  return blocks;
}

export function formToBlocks(
  element: Element,
  names: { fields: string; success: string; error: string },
) {
  const form = childrenMatching(element, 'form')[0] as HTMLFormElement | undefined;
  const slot = (name: string) => childrenMatching(element, `[slot="${name}"]`)[0];
  const message = (block: string, name: string) =>
    createBlock(
      block,
      // A slot the markup lacks stays out, so the element's own text shows.
      slot(name) ? {} : { empty: true },
      blocksFromHtml(slot(name)?.outerHTML.replace(/\sslot="[^"]*"/, '') ?? ''),
    );
  const submit = form?.querySelector('button:not([type]), button[type="submit"]');
  return [
    createBlock(
      names.fields,
      {
        action: form?.getAttribute('action') ?? undefined,
        formName: form?.dataset.formName ?? undefined,
        ...(submit && { submit: submit.innerHTML.trim() }),
      },
      form ? fieldsOf(form) : [],
    ),
    message(names.success, 'success'),
    message(names.error, 'error'),
  ];
}
