// <ib-map>: a world map with 6 regions from real geographic data, each opening a panel of offices.
import { html, svg } from 'lit';
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import '../elements/map/ib-map.ts';
import world from '../fixtures/map/world-regions.json';
import type { mapSpec } from '../elements/map/map-props.ts';
import type { AttributeArgs } from './attribute-args.ts';

type MapArgs = AttributeArgs<typeof mapSpec>;

// Drawn from Natural Earth's 1:110m countries (public domain, via world-atlas, ISC), grouped into
// six regions and projected by scripts/world-regions.mjs.
const offices: Record<string, string> = {
  'north-america': 'New York, Toronto, Mexico City',
  'south-america': 'São Paulo, Bogotá, Buenos Aires',
  europe: 'London, Zagreb, Berlin, Madrid',
  africa: 'Nairobi, Lagos, Johannesburg',
  asia: 'Singapore, Bengaluru, Dubai, Tokyo',
  oceania: 'Sydney, Auckland',
};
const regions = world.regions.map((region) => ({ ...region, offices: offices[region.id] }));
const [, , mapWidth, mapHeight] = world.viewBox.split(' ');

const meta: Meta<MapArgs> = {
  title: 'Blocks/Map',
  component: 'ib-map',
  args: { selected: '', label: 'Our offices worldwide' },
  argTypes: { selected: { control: 'select', options: ['', ...regions.map((r) => r.id)] } },
  parameters: {
    actions: { handles: ['ib-map-select'] },
    docs: { description: { component: 'An inline SVG map whose regions and pins are links.' } },
  },
  render: (args) => html`
    <ib-map label=${args.label} selected=${args.selected || undefined}>
      <svg
        viewBox=${world.viewBox}
        style=${world.mapStyle}
        stroke-width="1"
        stroke-linejoin="round"
      >
        <rect width=${mapWidth} height=${mapHeight} rx="12" style=${world.oceanStyle}></rect>
        ${regions.map((r) => svg`<path data-region=${r.id} data-label=${r.label} d=${r.d}></path>`)}
        <path
          d=${world.borders}
          style="fill: none"
          stroke-width="0.5"
          stroke-opacity="0.8"
          pointer-events="none"
        ></path>
      </svg>
      <p>Choose a region on the map to see our offices there.</p>
      ${regions.map(
        (r) => html`
          <section data-region-panel=${r.id}>
            <h3>${r.label}</h3>
            <p>Offices: ${r.offices}.</p>
            <p><a href=${`#contact-${r.id}`}>Contact the ${r.label} team</a></p>
          </section>
        `,
      )}
    </ib-map>
    <p><small>${world.credit}</small></p>
  `,
};
export default meta;

type Story = StoryObj<MapArgs>;

/** Tab to a region, Enter or Space opens its panel; hover or focus shows its name. */
export const WorldOffices: Story = { name: 'World offices' };

/** `selected` opens a region's panel from the start. */
export const EuropeSelected: Story = { name: 'Europe selected', args: { selected: 'europe' } };
