// Placeholder texts: overridable per gate for translation, with {provider} and {category} filled in.

export const DEFAULT_BUTTON_LABEL = 'Load content from {provider}';
export const DEFAULT_BUTTON_LABEL_NO_PROVIDER = 'Load content';
export const DEFAULT_MESSAGE = 'This content is provided by {provider}. Loading it allows {category} cookies.';
export const DEFAULT_MESSAGE_NO_PROVIDER = 'Loading this content allows {category} cookies.';

export interface LabelValues {
  provider?: string;
  category: string;
}

export function fillLabel(template: string, { provider, category }: LabelValues): string {
  return template.replaceAll('{provider}', provider?.trim() ?? '').replaceAll('{category}', category.trim());
}

const hasProvider = (values: LabelValues) => Boolean(values.provider?.trim());

export function buttonLabel(custom: string | undefined, values: LabelValues): string {
  const template = custom?.trim() || (hasProvider(values) ? DEFAULT_BUTTON_LABEL : DEFAULT_BUTTON_LABEL_NO_PROVIDER);
  return fillLabel(template, values);
}

export function placeholderMessage(custom: string | undefined, values: LabelValues): string {
  const template = custom?.trim() || (hasProvider(values) ? DEFAULT_MESSAGE : DEFAULT_MESSAGE_NO_PROVIDER);
  return fillLabel(template, values);
}
