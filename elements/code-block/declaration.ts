// The `variable` attribute: a sample that is a bare value (a JSON payload, a request object) is
// shown as a declaration of that variable in each language's own syntax.

interface Rule {
  /** Text before and after the sample. */
  prefix: (name: string) => string;
  suffix: string;
  /**
   * Makes the sample safe inside the literal the declaration puts it in. Absent where the sample
   * is an expression written in the language itself (`const v = { … };`): it is code, and
   * escaping its quotes would break it.
   */
  escape?: (code: string) => string;
  /** Whether this sample is a value to declare at all; every sample when absent. */
  declares?: (code: string) => boolean;
}

/** A JSON object or array: a payload a shell script keeps in a variable, not a command. */
function isJsonDocument(code: string): boolean {
  try {
    const value: unknown = JSON.parse(code);
    return typeof value === 'object' && value !== null;
  } catch {
    return false;
  }
}

/** Inside single quotes a shell takes every character literally except `'`: close, escaped quote, reopen. */
const shellSingleQuoted = (code: string) => code.replaceAll("'", `'\\''`);

const RULES: Record<string, Rule> = {
  javascript: { prefix: (name) => `const ${name} = `, suffix: ';' },
  typescript: { prefix: (name) => `const ${name} = `, suffix: ';' },
  python: { prefix: (name) => `${name} = `, suffix: '' },
  ruby: { prefix: (name) => `${name} = `, suffix: '' },
  php: { prefix: (name) => `$${name} = `, suffix: ';' },
  java: { prefix: (name) => `var ${name} = `, suffix: ';' },
  csharp: { prefix: (name) => `var ${name} = `, suffix: ';' },
  go: { prefix: (name) => `${name} := `, suffix: '' },
  kotlin: { prefix: (name) => `val ${name} = `, suffix: '' },
  swift: { prefix: (name) => `let ${name} = `, suffix: '' },
  // Shell samples (`bash`, `sh`, `shell`, `curl`) are commands, shown as written; only a JSON
  // payload becomes a single-quoted string in a variable.
  bash: {
    prefix: (name) => `${name}='`,
    suffix: `'`,
    escape: shellSingleQuoted,
    declares: isJsonDocument,
  },
};

/** A name every supported language accepts as a variable. */
export const isValidVariableName = (name: string) => /^[A-Za-z_][A-Za-z0-9_]*$/.test(name);

/**
 * The sample as shown and copied: declared as `variable` in `language` (a Prism id), escaped for
 * the literal that holds it. Unchanged without a valid name, for data formats (json, http,
 * markup, yaml…), unknown languages and shell commands.
 */
export function declaredCode(code: string, language: string, variable: string | undefined): string {
  const rule = RULES[language];
  if (
    !rule ||
    !variable ||
    !isValidVariableName(variable) ||
    (rule.declares && !rule.declares(code))
  )
    return code;
  const value = rule.escape ? rule.escape(code) : code;
  return `${rule.prefix(variable)}${value}${rule.suffix}`;
}
