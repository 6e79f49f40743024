// <ib-map>: a world map with 6 regions, each opening a panel of offices.
import { html } from 'lit';
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import '../elements/map/ib-map.ts';

export interface MapArgs {
  selected: string;
  label: string;
}

const regions: Array<{ id: string; name: string; d: string; offices: string }> = [
  { id: 'north-america', name: 'North America', d: 'M80 70L260 50L330 90L300 150L250 200L210 260L170 240L130 180L90 140Z', offices: 'New York, Toronto, Mexico City' },
  { id: 'south-america', name: 'South America', d: 'M230 280L300 290L330 340L300 420L270 470L250 430L235 350Z', offices: 'São Paulo, Bogotá, Buenos Aires' },
  { id: 'europe', name: 'Europe', d: 'M450 80L540 70L560 110L520 150L470 150L445 120Z', offices: 'London, Zagreb, Berlin, Madrid' },
  { id: 'africa', name: 'Africa', d: 'M450 180L560 170L600 230L580 330L530 400L500 390L470 300L440 240Z', offices: 'Nairobi, Lagos, Johannesburg' },
  { id: 'asia', name: 'Asia', d: 'M560 60L800 50L900 100L880 180L800 230L720 260L650 230L600 180L570 120Z', offices: 'Singapore, Bengaluru, Dubai, Tokyo' },
  { id: 'oceania', name: 'Oceania', d: 'M780 330L880 320L910 370L860 410L790 400Z', offices: 'Sydney, Auckland' },
];

const meta: Meta<MapArgs> = {
  title: 'Blocks/Map',
  component: 'ib-map',
  args: { selected: '', label: 'Our offices worldwide' },
  argTypes: { selected: { control: 'select', options: ['', ...regions.map((r) => r.id)] } },
  parameters: { actions: { handles: ['ib-map-select'] } },
  render: (args) => html`
    <ib-map label=${args.label} selected=${args.selected || undefined}>
      <svg viewBox="0 0 1000 500" style="background: #eef3ff; border-radius: 0.5rem">
        ${regions.map((r) => html`<path data-region=${r.id} data-label=${r.name} d=${r.d} fill="#8fa3bf" stroke="#fff" stroke-width="2"></path>`)}
      </svg>
      <p>Choose a region on the map to see our offices there.</p>
      ${regions.map(
        (r) => html`
          <section data-region-panel=${r.id}>
            <h3>${r.name}</h3>
            <p>Offices: ${r.offices}.</p>
            <p><a href=${`#contact-${r.id}`}>Contact the ${r.name} team</a></p>
          </section>
        `,
      )}
    </ib-map>
  `,
};
export default meta;

type Story = StoryObj<MapArgs>;

/** Tab to a region, Enter or Space opens its panel; hover or focus shows its name. */
export const WorldOffices: Story = {};

/** `selected` opens a region's panel from the start. */
export const EuropeSelected: Story = { args: { selected: 'europe' } };
