// The `variable` attribute: a sample that is a bare value (a JSON payload, a request object) is
// shown as a declaration of that variable in each language's own syntax.

export interface Declaration {
  prefix: string;
  suffix: string;
}

const NONE: Declaration = { prefix: '', suffix: '' };

const RULES: Record<string, (name: string) => Declaration> = {
  javascript: (name) => ({ prefix: `const ${name} = `, suffix: ';' }),
  typescript: (name) => ({ prefix: `const ${name} = `, suffix: ';' }),
  python: (name) => ({ prefix: `${name} = `, suffix: '' }),
  ruby: (name) => ({ prefix: `${name} = `, suffix: '' }),
  php: (name) => ({ prefix: `$${name} = `, suffix: ';' }),
  java: (name) => ({ prefix: `var ${name} = `, suffix: ';' }),
  csharp: (name) => ({ prefix: `var ${name} = `, suffix: ';' }),
  go: (name) => ({ prefix: `${name} := `, suffix: '' }),
  kotlin: (name) => ({ prefix: `val ${name} = `, suffix: '' }),
  swift: (name) => ({ prefix: `let ${name} = `, suffix: '' }),
  bash: (name) => ({ prefix: `${name}='`, suffix: `'` }),
};

/** A name every supported language accepts as a variable. */
export const isValidVariableName = (name: string) => /^[A-Za-z_][A-Za-z0-9_]*$/.test(name);

/** Prefix and suffix that declare `variable` in `language` (a Prism id); none for data formats and unknown languages. */
export function declarationFor(language: string, variable: string | undefined): Declaration {
  if (!variable || !isValidVariableName(variable)) return NONE;
  return RULES[language]?.(variable) ?? NONE;
}

/** The sample as shown and copied: the declaration wrapped round the code. */
export function declaredCode(code: string, language: string, variable: string | undefined): string {
  const { prefix, suffix } = declarationFor(language, variable);
  return `${prefix}${code}${suffix}`;
}
