// Files the scripts write come out as the house formatter writes them, so `npm run lint` (which
// runs `prettier --check`) never flags a generated file. Paths Prettier ignores stay as written.
import { join } from 'node:path';
import * as prettier from 'prettier';

export async function formatted(root, path, text) {
  const filepath = join(root, path);
  const { ignored, inferredParser } = await prettier.getFileInfo(filepath, {
    ignorePath: join(root, '.prettierignore'),
  });
  if (ignored || !inferredParser) return text;
  const options = await prettier.resolveConfig(filepath);
  return prettier.format(text, { ...options, filepath });
}
