// One element as a block: the editor shows the real element (a live preview, docs/wordpress.md,
// "Block editor") with the sidebar, and the post saves the `ib-*` tag with its attributes, so the
// front end loads it like any tag the plugin finds (head assets, allow-list).
import { InnerBlocks, useBlockProps, useInnerBlocksProps } from '@wordpress/block-editor';
import { serialize } from '@wordpress/blocks';
import { useSelect } from '@wordpress/data';
import { createElement as h, Fragment, useMemo } from '@wordpress/element';
import attributeChecks from 'virtual:ib-attribute-checks';
import { loadLibraryInto } from './canvas-assets.ts';
import type { ContentShape } from './content/index.ts';
import { jsonAttribute, jsonScript, type JsonData } from './content/json-data.ts';
import { JsonListForm } from './content/json-list-form.ts';
import { deprecations } from './deprecations.ts';
import { EditingView } from './editing-view.ts';
import { EmptyNote, useTakesNoRoom } from './empty-preview.ts';
import type { EditorSettings } from './editor-settings.ts';
import { customElementProps, elementAttributes } from './element-attributes.ts';
import { savedChildren } from './saved-markup.ts';
import { SettingsSidebar } from './settings-sidebar.ts';

/**
 * The library's blocks wear its accent on their icons (tokens.css `--ib-color-primary`, 5.2:1 on
 * the inserter's white), so in a search that also finds WordPress's Video or Search block they
 * are told apart at a glance.
 */
const ICON_COLOUR = '#c2410c';

/** `ib-blocks/video-testimonial` -> `ib-video-testimonial`. */
export const tagOf = (blockName: string) => `ib-${blockName.split('/')[1]}`;

/** `ib-blocks/course-gate` -> `wp-block-ib-blocks-course-gate`, WordPress's class for a block. */
const wrapperClass = (blockName: string) => `wp-block-${blockName.replace('/', '-')}`;

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
  data?: JsonData,
): WordPress.BlockSettings {
  const tag = tagOf(metadata.name);
  const names = Object.keys(metadata.attributes);
  /** The element's JSON data as its child script, in the preview and the saved tag alike. */
  const dataScript = (attributes: WordPress.Attributes) =>
    data && jsonScript(data, attributes[data.attribute]);
  const loadLibrary = (node: Element | null) =>
    node && loadLibraryInto(node.ownerDocument, settings);

  /**
   * The element itself, inert until its block is selected: a first click selects the block
   * rather than playing the video or turning the slide, the next ones reach the element.
   * Its children are the inner blocks as saved (`saved`, keyed by that markup) where there are
   * any, else the inner blocks themselves (`contentProps`).
   */
  function preview(
    props: WordPress.EditProps,
    contentProps: Record<string, unknown>,
    measure: (node: Element | null) => void,
    saved?: { key: string; children: WordPress.Element[] },
  ) {
    // The inner blocks go in as children after the data script, not in the props it would replace.
    const { ref, children, ...rest }: Record<string, unknown> = saved ? {} : contentProps;
    return h(
      tag,
      customElementProps({
        ...elementAttributes(props.attributes, names),
        ...rest,
        ref: mergeRefs(ref as Ref, loadLibrary, measure),
        inert: props.isSelected ? undefined : '',
        // Elements read their children and data once: a new element for new ones, as a visitor
        // would get.
        key: data ? String(props.attributes[data.attribute] ?? '') : saved?.key,
      }),
      dataScript(props.attributes),
      ...(saved ? saved.children : [children as WordPress.Child]),
    );
  }

  function sidebarAndPreview(
    props: WordPress.EditProps,
    contentProps: Record<string, unknown>,
    {
      editing = false,
      appender,
      saved,
    }: {
      editing?: boolean;
      appender?: WordPress.Element;
      saved?: { key: string; children: WordPress.Element[] };
    } = {},
  ) {
    const [measure, takesNoRoom] = useTakesNoRoom();
    return h(
      Fragment,
      null,
      h(SettingsSidebar, {
        metadata,
        withheld: settings.withheld[tag] ?? [],
        checks: attributeChecks[tag] ?? {},
        props,
      }),
      h(
        'div',
        useBlockProps({ className: 'ib-blocks-preview' }),
        editing
          ? h(EditingView, {
              title: metadata.title,
              // The children may hold other elements: the library serves them in this view too.
              contentProps: {
                ...contentProps,
                ref: mergeRefs(contentProps.ref as Ref, loadLibrary),
              },
            })
          : preview(props, contentProps, measure, saved),
        !editing && takesNoRoom && h(EmptyNote, { title: metadata.title }),
        appender,
        data && props.isSelected && h(JsonListForm, { data, props }),
      ),
    );
  }

  /**
   * With inner blocks, the live element would hide some of them (a closed modal, slides off
   * screen, collapsed definitions): while the block or one of its children is selected, its
   * children show in the editing view instead, every one of them to click and type into
   * (docs/wordpress.md, "Live preview"). The button that adds one sits under them, not among them.
   * Otherwise the element gets its children as the post saves them, so it looks as visitors see it.
   */
  function EditWithContent(props: WordPress.EditProps) {
    const { removesParent, ...innerBlocks } = shape ?? {};
    const childSelected = useSelect(
      (select) => select('core/block-editor').hasSelectedInnerBlock(props.clientId, true),
      [props.clientId],
    );
    const children = useSelect(
      (select) => select('core/block-editor').getBlocks(props.clientId),
      [props.clientId],
    );
    const active = props.isSelected || childSelected;
    const contentProps = useInnerBlocksProps({}, { ...innerBlocks, renderAppender: false });
    const saved = useMemo(() => {
      const nodes = children.length ? savedChildren(children) : null;
      return nodes && { key: serialize(children), children: nodes };
    }, [children]);
    return sidebarAndPreview(props, contentProps, {
      // A gate that removes its parent would remove the block itself: it never runs here.
      editing: active || removesParent,
      appender: active && h(InnerBlocks.ButtonBlockAppender, null),
      saved: saved ?? undefined,
    });
  }

  const Edit = shape
    ? EditWithContent
    : (props: WordPress.EditProps) => sidebarAndPreview(props, {});

  const save = ({ attributes }: { attributes: WordPress.Attributes }) => {
    const element = h(
      tag,
      customElementProps({ ...useBlockProps.save(), ...elementAttributes(attributes, names) }),
      dataScript(attributes),
      shape ? h(InnerBlocks.Content, null) : undefined,
    );
    // The parent it removes is this wrapper, not the theme's <article> around the post.
    return shape?.removesParent
      ? h('div', { className: wrapperClass(metadata.name) }, element)
      : element;
  };

  return {
    icon: { src: metadata.icon, foreground: ICON_COLOUR },
    // The data is no element attribute: it is read back from the child script.
    ...(data && {
      attributes: { ...metadata.attributes, [data.attribute]: jsonAttribute(tag, data) },
    }),
    edit: Edit,
    save,
    deprecated: deprecations[metadata.name],
  };
}
