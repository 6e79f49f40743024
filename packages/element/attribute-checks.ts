// An element's own judgement of an attribute's value, beyond what its kind can hold (a speed that
// is no number, a header selector that does not parse), written once in its folder's
// `<folder>-checks.ts`: the component reports the error, and the WordPress block sidebar refuses
// the value with the same words (docs/architecture.md, "Attribute checks"). Types only.

/** The error the element reports for `value` (the prop as `parseAttribute` makes it), or undefined. */
export type AttributeCheck<V> = (value: V) => Error | undefined;

/** A `<folder>-checks.ts` file's `attributeChecks`: by tag, then by attribute name as in HTML. */
export type AttributeChecks = Record<string, Record<string, AttributeCheck<never>>>;
