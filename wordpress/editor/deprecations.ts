// Earlier saved markup of a block, so a post saved by an older plugin version opens without "This
// block contains unexpected or invalid content": when a block's save output changes, add its
// previous attributes and save here under the block's name, newest first (WordPress tries each in
// turn and re-saves the block with the current one).

export const deprecations: Record<string, NonNullable<WordPress.BlockSettings['deprecated']>> = {};
