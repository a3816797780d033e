// For tests: reads {collection, slug, text} as JSON on stdin and prints the file as the content
// editor would save it (scripts/lib/editor-format.mjs), or "ERROR: <message>". A process of its
// own because the formatter needs Keystatic's browser build, which only a Node resolve hook gives.
import { formatAsEditor, useBrowserKeystatic } from '../../scripts/lib/editor-format.mjs';

useBrowserKeystatic();
const { default: config } = await import('../../keystatic.config.ts');
let input = '';
for await (const chunk of process.stdin) input += chunk;
const { collection, slug, text } = JSON.parse(input);
try {
  process.stdout.write(formatAsEditor(config.collections[collection], Buffer.from(text), slug));
} catch (error) {
  process.stdout.write(`ERROR: ${error.message}`);
}
