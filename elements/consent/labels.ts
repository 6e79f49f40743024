// Placeholder texts: the gate's own template (an attribute) when set, else the catalog's in the
// page language, with or without a provider; {provider} and {category} filled in.

export interface LabelValues {
  provider?: string;
  category: string;
}

/** The catalog's two templates for one text: naming the provider, and without one. */
export interface DefaultTemplates {
  withProvider: string;
  withoutProvider: string;
}

export function fillLabel(template: string, { provider, category }: LabelValues): string {
  return template
    .replaceAll('{provider}', provider?.trim() ?? '')
    .replaceAll('{category}', category.trim());
}

const hasProvider = (values: LabelValues) => Boolean(values.provider?.trim());

function textFor(
  custom: string | undefined,
  values: LabelValues,
  defaults: DefaultTemplates,
): string {
  const template =
    custom?.trim() || (hasProvider(values) ? defaults.withProvider : defaults.withoutProvider);
  return fillLabel(template, values);
}

export const buttonLabel = textFor;
export const placeholderMessage = textFor;
