// ib-map: an inline `<svg>` whose `[data-region]` shapes the element turns into buttons, and a
// panel per region (elements/map/README.md). An author draws no SVG and pastes none: the map
// picture is the world map the library ships (fixtures/map/world-regions.json, six regions), its
// region names edited in the sidebar; each region's panel is a block holding any blocks
// (docs/wordpress.md, "Content as blocks"). The script holds only the regions' names: their
// shapes are a file of the plugin, fetched when a Map block is inserted (docs/wordpress.md, "The
// map").
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import { createBlock, getBlockAttributes, getBlockType } from '@wordpress/blocks';
import { PanelBody, TextControl } from '@wordpress/components';
import { useSelect } from '@wordpress/data';
import { Fragment, createElement as h, useEffect } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import worldRegionNames from 'virtual:ib-world-region-names';
import { editorSettings } from '../editor-settings.ts';
import { registerChildBlock, text } from './child-block.ts';
import { blocksFromHtml, type ElementContent } from './element-content.ts';
import { registerWrapperBlock, wrapperFromElement, type WrapperBlock } from './wrapper-block.ts';

const PICTURE = 'ib-blocks/map-picture';
const PARENT = ['ib-blocks/map'];

interface Region {
  region: string;
  label: string;
  d: string;
}

interface WorldMap {
  viewBox: string;
  regions: Array<{ id: string; label: string; d: string }>;
}

let worldMap: Promise<WorldMap> | undefined;

/** The plugin's world map (includes/blocks.php gives its URL), fetched once per editor. */
function loadWorldMap(): Promise<WorldMap> {
  worldMap ??= fetch(editorSettings().worldMap).then((response) => {
    if (!response.ok) throw new Error(`ib-blocks: the world map: HTTP ${response.status}`);
    return response.json() as Promise<WorldMap>;
  });
  return worldMap;
}

/**
 * How the map is drawn without a theme's rules: regions in a grey at 3:1 on white (a graphic a
 * visitor must make out), white outlines between them. Presentation attributes, so the element's
 * hover and selected fills and any theme rule win over them.
 */
const PRESENTATION = {
  fill: '#8c95a3',
  stroke: '#ffffff',
  'stroke-width': '1',
  'stroke-linejoin': 'round',
};

const regionsOf = (attributes: WordPress.Attributes) =>
  (attributes.regions as unknown as Region[] | undefined) ?? [];

/** The `<svg>` for the saved post and the editor alike: one path per region. */
const picture = (attributes: WordPress.Attributes, props: Record<string, unknown> = {}) =>
  h(
    'svg',
    { ...props, viewBox: attributes.viewBox, ...PRESENTATION },
    ...regionsOf(attributes).map(({ region, label, d }) =>
      h('path', { key: region, 'data-region': region, 'data-label': label, d }),
    ),
  );

function EditPicture({ attributes, setAttributes }: WordPress.EditProps) {
  const regions = regionsOf(attributes);
  const empty = regions.length === 0;
  // A Map picture just inserted has no regions yet: it gets the world map's.
  useEffect(() => {
    if (!empty) return;
    loadWorldMap().then(
      ({ viewBox, regions: shapes }) =>
        setAttributes({
          viewBox,
          regions: shapes.map(({ id, label, d }) => ({
            region: id,
            label,
            d,
          })) as unknown as string,
        }),
      (error: unknown) => console.error(error),
    );
  }, [empty, setAttributes]);
  const rename = (index: number, label: string) =>
    setAttributes({
      regions: regions.map((region, at) =>
        at === index ? { ...region, label } : region,
      ) as unknown as string,
    });
  return h(
    Fragment,
    null,
    h(
      InspectorControls,
      null,
      h(
        PanelBody,
        { title: __('Region names', 'ib-blocks') },
        ...regions.map(({ region, label }, index) =>
          h(TextControl, {
            key: region,
            label: sprintf(__('Region “%s”', 'ib-blocks'), region),
            help: __('Its button’s name and tooltip.', 'ib-blocks'),
            value: text(label),
            onChange: (value: string) => rename(index, value),
          }),
        ),
      ),
    ),
    // The block is the `<svg>` itself: the element reads it as its direct child.
    picture(attributes, useBlockProps({ className: 'ib-editor-map' })),
  );
}

/**
 * The name the author gave `region` in the Map picture beside the panel (the Region names in its
 * sidebar), else the world map's own.
 */
function useRegionLabel(panelId: string, region: string): string {
  const named = useSelect(
    (select) => {
      const editor = select('core/block-editor');
      const map = editor.getBlockRootClientId(panelId);
      const picture = map ? editor.getBlocks(map).find(({ name }) => name === PICTURE) : undefined;
      return regionsOf((picture?.attributes ?? {}) as WordPress.Attributes).find(
        (shape) => shape.region === region,
      )?.label;
    },
    [panelId, region],
  );
  return named || worldRegionNames.find(({ id }) => id === region)?.label || region;
}

const PANEL: WrapperBlock = {
  name: 'ib-blocks/map-panel',
  tag: 'section',
  title: __('Region panel', 'ib-blocks'),
  description: __('What the map shows when a visitor chooses this region.', 'ib-blocks'),
  icon: 'location',
  parent: PARENT,
  fields: [
    {
      key: 'region',
      attribute: 'data-region-panel',
      label: __('Region', 'ib-blocks'),
      options: worldRegionNames.map(({ id, label }) => ({ value: id, label })),
    },
  ],
  template: [['core/heading', { level: 3 }], ['core/paragraph']],
  live: true,
  caption: (values, clientId) =>
    sprintf(__('Shown for %s', 'ib-blocks'), useRegionLabel(clientId, text(values.region))),
};

export const mapContent: ElementContent = {
  tag: 'ib-map',
  shape: {
    template: [
      [PICTURE],
      [
        'core/paragraph',
        { content: __('Choose a region on the map to see our offices there.', 'ib-blocks') },
      ],
      ...worldRegionNames.map(({ id, label }): WordPress.Template[number] => [
        PANEL.name,
        { region: id },
        [
          ['core/heading', { level: 3, content: label }],
          ['core/paragraph', { placeholder: sprintf(__('Offices in %s', 'ib-blocks'), label) }],
        ],
      ]),
    ],
  },
  register() {
    registerChildBlock(PICTURE, {
      title: __('Map picture', 'ib-blocks'),
      description: __('The world map, six regions a visitor can choose.', 'ib-blocks'),
      icon: 'admin-site-alt3',
      parent: PARENT,
      attributes: {
        viewBox: {
          type: 'string',
          source: 'attribute',
          selector: 'svg',
          attribute: 'viewBox',
        },
        regions: {
          type: 'array',
          source: 'query',
          selector: 'svg > path[data-region]',
          query: {
            region: { type: 'string', source: 'attribute', attribute: 'data-region' },
            label: { type: 'string', source: 'attribute', attribute: 'data-label' },
            d: { type: 'string', source: 'attribute', attribute: 'd' },
          },
          // None: the editor fetches the world map's (EditPicture).
          default: [],
        },
      },
      edit: EditPicture,
      save: ({ attributes }) => picture(attributes),
    });
    registerWrapperBlock(PANEL);
  },
  childrenToBlocks: (element) =>
    [...element.children].flatMap((child) => {
      if (child.localName === 'svg')
        return [createBlock(PICTURE, getBlockAttributes(getBlockType(PICTURE)!, child.outerHTML))];
      if (child.matches('[data-region-panel]')) return [wrapperFromElement(PANEL, child)];
      return blocksFromHtml(child.outerHTML);
    }),
};
