// The English strings of the `consentGate` block (see ../en.ts).

export const consentGate = {
  /** The button that gives cookie consent and loads the content, when the gate names no provider. */
  load: 'Load content',
  /** That button when it names the provider: {provider} is who serves the content (YouTube). */
  loadFrom: 'Load content from {provider}',
  /** The placeholder message without a provider: {category} is the `category` attribute as written (marketing, C0005). */
  message: 'Loading this content allows {category} cookies.',
  /** The placeholder message with a provider: {provider} serves the content, {category} as above. */
  messageFrom: 'This content is provided by {provider}. Loading it allows {category} cookies.',
};
