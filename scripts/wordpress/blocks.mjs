// The block editor's blocks, generated from custom-elements.json: one block.json per element
// (docs/wordpress.md, "Block editor"). Each attribute of the element becomes a block attribute read
// from the saved tag itself (`source: attribute`), so the post holds plain `ib-*` markup and a Custom
// HTML block holding the tag becomes the block with its attributes. `ibKind` tells the sidebar which
// control to show; `ibHelp` is the attribute's documentation, shown under it.

/** Elements that get no block, with the reason docs/wordpress.md gives. */
export const LEFT_OUT = {
  'ib-analytics':
    'a site-wide service (Tag Manager, page data to dataLayer) that belongs in the theme, once per page; the plugin lets no author write it (includes/allowed-html.php)',
};

/** Dashicons for the blocks; one missing here gets the generic block icon. */
const ICONS = {
  'ib-academy-visibility': 'visibility',
  'ib-consent-gate': 'shield',
  'ib-course-gate': 'lock',
  'ib-course-tracker': 'chart-line',
  'ib-crm-widget': 'email-alt',
  'ib-parallax': 'image-flip-vertical',
  'ib-reveal': 'slides',
  'ib-scroll-link': 'arrow-down-alt',
  'ib-squircle': 'marker',
  'ib-subnav': 'menu-alt',
  'ib-top-bar': 'admin-users',
  'ib-accordion': 'list-view',
  'ib-carousel': 'images-alt2',
  'ib-auto-scroll-carousel': 'images-alt',
  'ib-code-block': 'editor-code',
  'ib-form': 'feedback',
  'ib-glossary': 'book-alt',
  'ib-map': 'location-alt',
  'ib-modal': 'welcome-view-site',
  'ib-navbar': 'menu',
  'ib-footer': 'align-wide',
  'ib-pricing-table': 'money-alt',
  'ib-range': 'leftright',
  'ib-search': 'search',
  'ib-search-popover': 'search',
  'ib-search-trigger': 'search',
  'ib-share': 'share',
  'ib-tabs': 'category',
  'ib-toc': 'editor-ol',
  'ib-tooltip': 'format-chat',
  'ib-video': 'format-video',
  'ib-video-testimonial': 'format-video',
  'ib-lottie': 'controls-play',
  'ib-rive': 'controls-play',
  'ib-animated-text': 'editor-textcolor',
  'ib-language-picker': 'translation',
  'ib-personal-card': 'id',
  'ib-featured-content': 'grid-view',
};

/** The block category every block is in (registered by includes/blocks.php). */
export const CATEGORY = 'ib-blocks';

/** `ib-video-testimonial` -> `video-testimonial` (block `ib-blocks/video-testimonial`). */
export const blockSlug = (tag) => tag.replace(/^ib-/, '');

/** Titles the tag's words do not give (abbreviations, WordPress's own Search block). */
const TITLES = {
  'ib-crm-widget': 'CRM widget',
  'ib-toc': 'Table of contents',
  'ib-search': 'Search results',
};

/** `ib-video-testimonial` -> `Video testimonial`. */
const titleOf = (tag) => {
  if (TITLES[tag]) return TITLES[tag];
  const words = blockSlug(tag).replace(/-/g, ' ');
  return words[0].toUpperCase() + words.slice(1);
};

/** Manifest Markdown to the plain text a sidebar shows: code spans lose their backticks. */
const plainText = (markdown = '') => markdown.replace(/`([^`]*)`/g, '$1').trim();

/**
 * What a text shows when the attribute is absent, as its documentation gives it ("English `Play`",
 * "Default `Close`"): the empty field's placeholder.
 */
const defaultText = (markdown = '') =>
  (/English `([^`]+)`/.exec(markdown) ?? /Default `([^`]+)`/.exec(markdown))?.[1];

/** `'slide' | 'fade'` -> ['slide', 'fade']; undefined for any other type. */
function choicesOf(typeText = '') {
  const parts = typeText.split('|').map((part) => part.trim());
  const quoted = /^'([^']*)'$/;
  return parts.length > 0 && parts.every((part) => quoted.test(part))
    ? parts.map((part) => quoted.exec(part)[1])
    : undefined;
}

/**
 * The sidebar control for an attribute: `label` (the texts an element speaks, in a panel of their
 * own), `toggle`, `number`, `choice`, `json` or `text`. `member` is the attribute's field in the
 * manifest, typed `unknown` for a prop the element parses as JSON (scripts/lib/manifest/members.mjs).
 */
export function attributeKind(attribute, member) {
  const type = attribute.type?.text ?? 'string';
  if (type === 'boolean') return 'toggle';
  if (type === 'number') return 'number';
  if (choicesOf(type)) return 'choice';
  if (member?.type?.text === 'unknown') return 'json';
  if (/-label$/.test(attribute.name)) return 'label';
  return 'text';
}

/** The block attribute for one element attribute, read from the saved tag. */
export function blockAttribute(tag, attribute, member) {
  const kind = attributeKind(attribute, member);
  const definition = {
    // Numbers stay text: WordPress reads a sourced attribute as a string and would drop a number.
    type: kind === 'toggle' ? 'boolean' : 'string',
    source: 'attribute',
    selector: tag,
    attribute: attribute.name,
    ibKind: kind,
  };
  if (kind === 'choice') definition.enum = choicesOf(attribute.type.text);
  const help = plainText(attribute.description);
  if (help) definition.ibHelp = help;
  const shown = defaultText(attribute.description);
  if (shown) definition.ibPlaceholder = shown;
  return definition;
}

/** The block.json of one manifest declaration. */
export function blockJson(declaration) {
  const tag = declaration.tagName;
  const slug = blockSlug(tag);
  const attributes = Object.fromEntries(
    (declaration.attributes ?? [])
      .filter((attribute) => /^[a-z][a-z0-9-]*$/.test(attribute.name))
      .map((attribute) => [
        attribute.name,
        blockAttribute(
          tag,
          attribute,
          declaration.members?.find((member) => member.attribute === attribute.name),
        ),
      ]),
  );
  return {
    $schema: 'https://schemas.wp.org/trunk/block.json',
    // 3: from 6.3 the post editor puts the canvas in an iframe only when every block says 3;
    // 6.1, the oldest the plugin supports, treats any version above 1 as 2 (docs/wordpress.md).
    apiVersion: 3,
    name: `ib-blocks/${slug}`,
    title: titleOf(tag),
    category: CATEGORY,
    icon: ICONS[tag] ?? 'block-default',
    description: plainText(declaration.summary),
    keywords: [...new Set([tag, ...slug.split('-').filter((word) => word.length > 2)])],
    textdomain: 'ib-blocks',
    attributes,
    // The saved markup is the tag and what the author set, nothing WordPress adds (a custom
    // class name still can be given: it is the author's).
    supports: { html: false, className: false },
  };
}

/** Every element of the manifest as a block, or in `leftOut` with its reason. */
export function blocksFromManifest(manifest) {
  const declarations = manifest.modules
    .flatMap((module) => module.declarations ?? [])
    .filter((declaration) => declaration.tagName)
    .sort((a, b) => a.tagName.localeCompare(b.tagName));
  return {
    blocks: declarations.filter(({ tagName }) => !LEFT_OUT[tagName]).map(blockJson),
    leftOut: declarations
      .filter(({ tagName }) => LEFT_OUT[tagName])
      .map(({ tagName }) => ({ tag: tagName, reason: LEFT_OUT[tagName] })),
  };
}
