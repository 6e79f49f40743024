// Rich element data comes from a child `<script type="application/json">`, never a JSON attribute.
import { reportError } from './report.ts';

/**
 * Parses the first direct child of `host` matching `selector`. Returns undefined when there is
 * none, it is empty, or it is malformed (reported once per element).
 */
export function readJsonScript<T = unknown>(
  host: Element,
  selector = 'script[type="application/json"]',
): T | undefined {
  const script = [...host.children].find((child) => child.matches(selector));
  const text = script?.textContent?.trim();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as T;
  } catch (error) {
    reportError(
      host,
      new SyntaxError(`Malformed JSON in <${host.localName}> ${selector}: ${describe(error)}`),
    );
    return undefined;
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
