// One element as a block: the editor shows the real element (a live preview, docs/wordpress.md,
// "Block editor") with the sidebar, and the post saves the `ib-*` tag with its attributes, so the
// front end loads it like any tag the plugin finds (head assets, allow-list).
import { InnerBlocks, useBlockProps, useInnerBlocksProps } from '@wordpress/block-editor';
import { createElement as h, Fragment } from '@wordpress/element';
import { loadLibraryInto } from './canvas-assets.ts';
import type { ContentShape } from './content/index.ts';
import { deprecations } from './deprecations.ts';
import { EmptyNote, useTakesNoRoom } from './empty-preview.ts';
import type { EditorSettings } from './editor-settings.ts';
import { customElementProps, elementAttributes } from './element-attributes.ts';
import { SettingsSidebar } from './settings-sidebar.ts';

/**
 * The library's blocks wear its accent on their icons (tokens.css `--ib-color-primary`, 5.2:1 on
 * the inserter's white), so in a search that also finds WordPress's Video or Search block they
 * are told apart at a glance.
 */
const ICON_COLOUR = '#c2410c';

/** `ib-blocks/video-testimonial` -> `ib-video-testimonial`. */
export const tagOf = (blockName: string) => `ib-${blockName.split('/')[1]}`;

type Ref = ((node: Element | null) => void) | { current: Element | null } | undefined;

const mergeRefs =
  (...refs: Ref[]) =>
  (node: Element | null) => {
    for (const ref of refs) {
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    }
  };

export function elementBlock(
  metadata: WordPress.BlockMetadata,
  shape: ContentShape | undefined,
  settings: EditorSettings,
): WordPress.BlockSettings {
  const tag = tagOf(metadata.name);
  const names = Object.keys(metadata.attributes);
  const loadLibrary = (node: Element | null) =>
    node && loadLibraryInto(node.ownerDocument, settings);

  /**
   * The element itself, inert until its block is selected: a first click selects the block
   * rather than playing the video or turning the slide, the next ones reach the element. An
   * element with inner blocks stays live, as each of its children is a block to select.
   */
  function preview(
    props: WordPress.EditProps,
    contentProps: Record<string, unknown>,
    measure: (node: Element | null) => void,
  ) {
    const { ref, ...rest } = contentProps;
    return h(
      tag,
      customElementProps({
        ...elementAttributes(props.attributes, names),
        ...rest,
        ref: mergeRefs(ref as Ref, loadLibrary, measure),
        inert: shape || props.isSelected ? undefined : '',
      }),
    );
  }

  function sidebarAndPreview(props: WordPress.EditProps, contentProps: Record<string, unknown>) {
    const [measure, takesNoRoom] = useTakesNoRoom();
    return h(
      Fragment,
      null,
      h(SettingsSidebar, { metadata, withheld: settings.withheld[tag] ?? [], props }),
      h(
        'div',
        useBlockProps({ className: 'ib-blocks-preview' }),
        preview(props, contentProps, measure),
        takesNoRoom && h(EmptyNote, { title: metadata.title }),
      ),
    );
  }

  const Edit = shape
    ? (props: WordPress.EditProps) => sidebarAndPreview(props, useInnerBlocksProps({}, shape))
    : (props: WordPress.EditProps) => sidebarAndPreview(props, {});

  const save = ({ attributes }: { attributes: WordPress.Attributes }) =>
    h(
      tag,
      customElementProps({ ...useBlockProps.save(), ...elementAttributes(attributes, names) }),
      shape ? h(InnerBlocks.Content, null) : undefined,
    );

  return {
    icon: { src: metadata.icon, foreground: ICON_COLOUR },
    edit: Edit,
    save,
    deprecated: deprecations[metadata.name],
  };
}
