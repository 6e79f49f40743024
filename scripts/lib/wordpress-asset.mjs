// WordPress's own packages as externals of the editor script, and the `<name>.asset.php` file
// WordPress reads to enqueue it: its dependencies are the script handles of exactly the
// `@wordpress/*` packages the bundle imports (what @wordpress/dependency-extraction-webpack-plugin
// writes for webpack builds), its version the hash of the code.
import { createHash } from 'node:crypto';

export const isWordPressPackage = (id) => /^@wordpress\/[a-z0-9-]+$/.test(id);

/** `@wordpress/block-editor` -> `wp.blockEditor`, the global WordPress defines it as. */
export const wordpressGlobal = (id) =>
  `wp.${id.slice('@wordpress/'.length).replace(/-([a-z0-9])/g, (_, letter) => letter.toUpperCase())}`;

/** `@wordpress/block-editor` -> `wp-block-editor`, the script handle WordPress registers it as. */
export const wordpressHandle = (id) => `wp-${id.slice('@wordpress/'.length)}`;

/** The PHP file: `<?php return array( 'dependencies' => array( … ), 'version' => '…' );` */
export function assetPhp(dependencies, code) {
  const version = createHash('sha256').update(code).digest('hex').slice(0, 20);
  const list = dependencies.map((handle) => `'${handle}'`).join(', ');
  return `<?php return array( 'dependencies' => array( ${list} ), 'version' => '${version}' );\n`;
}

/** Writes `<entry>.asset.php` next to each entry chunk, from the externals it imports. */
export function wordpressAssetRollup() {
  return {
    name: 'ib-wordpress-asset',
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !chunk.isEntry) continue;
        const dependencies = chunk.imports.filter(isWordPressPackage).map(wordpressHandle).sort();
        this.emitFile({
          type: 'asset',
          fileName: chunk.fileName.replace(/\.js$/, '.asset.php'),
          source: assetPhp(dependencies, chunk.code),
        });
      }
    },
  };
}
