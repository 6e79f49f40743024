// The world map the block editor's Map block starts with (docs/wordpress.md, "The map"), from the
// one committed source, fixtures/map/world-regions.json (scripts/world-regions.mjs writes it).
// The editor script bundles only the regions' names (its Map block's template and the Region
// panel's choice); the shapes, most of the file, are a file of the plugin the editor fetches when
// an author inserts a Map block (scripts/wordpress/build-plugin.mjs writes it).
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { virtualModule } from './virtual-module.mjs';

const SOURCE = join(
  resolve(dirname(fileURLToPath(import.meta.url)), '../..'),
  'fixtures/map/world-regions.json',
);

/** The plugin's file, relative to its folder: includes/blocks.php tells the editor its URL. */
export const WORLD_MAP_FILE = 'editor/world-map.json';

const worldRegions = () => JSON.parse(readFileSync(SOURCE, 'utf8'));

/** What the editor fetches: the viewBox and each region's id, name and shape. */
export const worldMap = () => {
  const { viewBox, regions } = worldRegions();
  return { viewBox, regions: regions.map(({ id, label, d }) => ({ id, label, d })) };
};

/** `virtual:ib-world-region-names`: the regions' ids and names, in the map's order. */
export const worldRegionNamesRollup = () =>
  virtualModule('virtual:ib-world-region-names', () => {
    const names = worldRegions().regions.map(({ id, label }) => ({ id, label }));
    return `export default ${JSON.stringify(names)};\n`;
  });
